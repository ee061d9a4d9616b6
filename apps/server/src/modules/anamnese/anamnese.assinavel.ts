import {
  type AnamnesePaciente,
  type AnamnesePacienteRest,
  type AnamnesePublica,
  anamnesePacienteRestSchema,
  anamnesePacienteSchema,
  anamnesePublicaPaginaSchema,
  anamnesePublicaSchema,
  MSG,
} from '@clinica/contracts';
import { conteudoCanonicoAnamnese, validarRespostas } from '@clinica/domain';
import { sql } from 'kysely';
import { DomainError } from '../../platform/errors';
import type { DefinicaoAssinavel } from '../assinatura-digital/registro-assinavel.definicao';
import {
  CORPO_ASSINATURA,
  type CorpoAssinatura,
  ENTRADA_ASSINATURA,
  type EntradaAssinaturaCliente,
} from '../assinatura-digital/registro-assinavel.esquemas';
import { notificarAnamneseAssinada } from '../notificacao/notificacao.service';
import {
  anamneseCompleta,
  CAMINHO_ANAMNESE,
  paraApi,
  paraRest,
  respostasComPerguntas,
} from './anamnese.mapeamento';

/**
 * A patient's anamnesis as a signable record (Architecture step 2, change 5): what only its
 * questions and answers know. Listing, the public link, archiving, signing and printing are
 * assinatura-digital's, for every kind.
 */

export const ANAMNESE: DefinicaoAssinavel<
  'anamnese',
  AnamnesePaciente,
  AnamnesePacienteRest,
  AnamnesePublica,
  CorpoAssinatura<'anamnese'>,
  EntradaAssinaturaCliente<'anamnese'>
> = {
  tipo: 'anamnese',
  caminhoRest: CAMINHO_ANAMNESE.caminhoRest,
  tag: 'anamnese do paciente',
  permissoes: { listar: 'FICHAS_ANAMNESE_LISTAR', editar: 'FICHAS_ANAMNESE_EDITAR' },
  mensagens: {
    naoEncontrado: MSG.anamneses.naoEncontrada,
    naoEncontradoCodigo: MSG.anamneses.naoEncontradaCodigo,
    jaAssinado: MSG.anamneses.jaAssinada,
    assinadoSucesso: MSG.anamneses.assinadaSucesso,
  },
  esquemas: {
    api: anamnesePacienteSchema,
    rest: anamnesePacienteRestSchema,
    publico: anamnesePublicaSchema,
    pagina: anamnesePublicaPaginaSchema,
    corpo: CORPO_ASSINATURA.anamnese,
    entrada: ENTRADA_ASSINATURA.anamnese,
  },
  paraApi,
  paraRest: async (deps) => (l) => paraRest(deps, l),
  paraPublico: anamneseCompleta,
  // Signed: no answers.
  semConteudo: (p) => ({ ...p, respostas: null }),
  /**
   * Every answer checked against its question's type (400 otherwise); the hash covers the
   * questions and the answers, which are stored with the evidence (and count as an edit).
   */
  conteudoAssinado(a, entrada) {
    const validacao = validarRespostas(a.perguntas, entrada.respostas);
    if (!validacao.ok) throw new DomainError('ENTRADA_INVALIDA', validacao.erro);
    const respostas = respostasComPerguntas({ perguntas: a.perguntas, respostas: validacao.respostas }) ?? [];
    return {
      canonico: conteudoCanonicoAnamnese({
        modelo: a.nome_modelo,
        respostas: respostas.map((r) => ({
          pergunta: r.pergunta,
          resposta: r.resposta,
          resposta_auxiliar: r.resposta_auxiliar,
        })),
      }),
      colunas: { respostas: JSON.stringify(validacao.respostas), atualizado_em: sql<Date>`now()` },
    };
  },
  notificar: notificarAnamneseAssinada,
};
