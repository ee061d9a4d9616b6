import { type AnamnesePublica, type assinarAnamneseSchema, MSG } from '@clinica/contracts';
import { conteudoCanonicoAnamnese, podeAlterar, validarRespostas } from '@clinica/domain';
import type { z } from 'zod';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import {
  buscarPorCodigoPublico,
  evidenciaSemDadosPessoais,
  gravarAssinatura,
  lerArquivoAssinatura,
  lerImagemAssinatura,
} from '../assinatura-digital/assinatura-digital.service';
import { contaDosAliases, contaParaDocumento } from '../documento/conta-documento';
import { notificarAnamneseAssinada } from '../notificacao/notificacao.service';
import {
  caminhoAssinaturaAnamnese,
  evidenciaDe,
  questoesDoModeloAnamnese,
  respostasComPerguntas,
  urlAssinaturaAnamnese,
} from './anamnese.mapeamento';
import { buscarAnamnesePorCodigo, registrarAssinaturaAnamnese } from './anamnese.repository';

const porCodigo = (deps: Deps, origem: Origem, codigo: string) =>
  buscarPorCodigoPublico(deps, origem, codigo, buscarAnamnesePorCodigo, MSG.anamneses.naoEncontradaCodigo);

type Linha = NonNullable<Awaited<ReturnType<typeof buscarAnamnesePorCodigo>>>;

/** Everything about the anamnesis: the staff print view (issue 19 keeps it there). */
function anamneseCompleta(deps: Deps, a: Linha): AnamnesePublica {
  return {
    id: a.id,
    id_conta: a.id_conta,
    id_paciente: a.id_paciente,
    atualizado_em: a.atualizado_em.toISOString(),
    codigo: a.codigo,
    modelo_anamnese: {
      id: a.id_modelo,
      nome: a.nome_modelo,
      questoes: questoesDoModeloAnamnese(a.perguntas),
    },
    perguntas: a.perguntas,
    criado_em: a.criado_em.toISOString(),
    conta: contaParaDocumento(deps, contaDosAliases(a)),
    assinado: a.assinado_em !== null,
    respostas: respostasComPerguntas(a),
    assinatura: urlAssinaturaAnamnese(deps, a),
    evidencia: evidenciaDe(a),
  };
}

/**
 * What anyone holding the code reads (issue 19). Unsigned: the questions to answer. Signed: only
 * 'assinado em …' and the hashes — no answers, no signature image, no IP or user agent.
 */
export async function obterAnamnesePublica(
  deps: Deps,
  origem: Origem,
  codigo: string,
): Promise<AnamnesePublica> {
  const a = await porCodigo(deps, origem, codigo);
  const completa = anamneseCompleta(deps, a);
  if (a.assinado_em === null) return completa;
  return { ...completa, respostas: null, assinatura: null, evidencia: evidenciaSemDadosPessoais(a) };
}

/** The staff print view by code: the whole signed record, only within the caller's clinic (else 404). */
export async function imprimirAnamnese(deps: Deps, ator: Ator, codigo: string): Promise<AnamnesePublica> {
  const a = await buscarAnamnesePorCodigo(deps.db, codigo);
  if (!a || a.id_conta !== ator.idConta) {
    throw naoEncontrado(MSG.anamneses.naoEncontradaCodigo.replace('{code}', codigo));
  }
  return anamneseCompleta(deps, a);
}

/**
 * Every answer checked against its question's type, then answers, signature and evidence
 * stored in one transaction. The hash covers the questions and the answers.
 */
export async function assinarAnamnese(
  deps: Deps,
  origem: Origem,
  codigo: string,
  input: z.output<typeof assinarAnamneseSchema>,
) {
  const a = await porCodigo(deps, origem, codigo);
  if (!podeAlterar(a, 'assinar')) throw new DomainError('CONFLITO', MSG.anamneses.jaAssinada);
  const validacao = validarRespostas(a.perguntas, input.respostas);
  if (!validacao.ok) throw new DomainError('ENTRADA_INVALIDA', validacao.erro);
  const imagem = lerImagemAssinatura(input.assinatura);
  const conteudo = conteudoCanonicoAnamnese({
    modelo: a.nome_modelo,
    respostas: (respostasComPerguntas({ perguntas: a.perguntas, respostas: validacao.respostas }) ?? []).map(
      (r) => ({
        pergunta: r.pergunta,
        resposta: r.resposta,
        resposta_auxiliar: r.resposta_auxiliar,
      }),
    ),
  });
  await gravarAssinatura(deps, origem, {
    idConta: a.id_conta,
    conteudoCanonico: conteudo,
    imagem,
    // Its creator is told in the same transaction (issue 19): no signature without its notice.
    registrar: async (trx, evidencia) => {
      if (
        !(await registrarAssinaturaAnamnese(trx, a.id_conta, a.id, {
          ...evidencia,
          respostas: validacao.respostas,
        }))
      )
        return false;
      await notificarAnamneseAssinada(trx, a);
      return true;
    },
    jaAssinado: MSG.anamneses.jaAssinada,
  });
  return { message: MSG.anamneses.assinadaSucesso };
}

export async function lerAssinaturaAnamnese(deps: Deps, origem: Origem, codigo: string, query: unknown) {
  return lerArquivoAssinatura(deps, await porCodigo(deps, origem, codigo), MSG.anamneses.naoEncontrada, {
    caminho: caminhoAssinaturaAnamnese(codigo),
    query,
  });
}
