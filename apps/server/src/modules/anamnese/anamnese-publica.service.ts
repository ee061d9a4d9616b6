import { type AnamnesePublica, type assinarAnamneseSchema, MSG } from '@clinica/contracts';
import { conteudoCanonicoAnamnese, detectarTipoImagem, podeAlterar, validarRespostas } from '@clinica/domain';
import type { z } from 'zod';
import { decodificarDataUrl } from '../../platform/data-url';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { sha256 } from '../../platform/evidencia';
import { evidenciaDe, respostasComPerguntas } from './anamnese.mapeamento';
import { buscarAnamnesePorCodigo, registrarAssinaturaAnamnese } from './anamnese.repository';

const ASSINATURA_MAX_BYTES = 1024 * 1024;

async function porCodigo(deps: Deps, origem: Origem, codigo: string) {
  await deps.limitePublico.consumir(origem.ip);
  const a = await buscarAnamnesePorCodigo(deps.db, codigo);
  if (!a) throw naoEncontrado(MSG.anamneses.naoEncontradaCodigo.replace('{code}', codigo));
  return a;
}

export async function obterAnamnesePublica(
  deps: Deps,
  origem: Origem,
  codigo: string,
): Promise<AnamnesePublica> {
  const a = await porCodigo(deps, origem, codigo);
  return {
    codigo: a.codigo,
    modelo_anamnese: { nome: a.nome_modelo },
    perguntas: a.perguntas,
    criado_em: a.criado_em.toISOString(),
    conta: {
      nome: a.conta_nome,
      cidade: a.conta_cidade,
      imagem_perfil: a.conta_logo ? `/api/conta/logo/${a.conta_logo}` : null,
    },
    assinado: a.assinado_em !== null,
    respostas: respostasComPerguntas(a),
    assinatura: a.assinado_em ? `/api/pacientes-anamnese/c/${encodeURIComponent(a.codigo)}/assinatura` : null,
    evidencia: evidenciaDe(a),
  };
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
  const bytes = decodificarDataUrl(input.assinatura);
  const tipo = bytes ? detectarTipoImagem(bytes) : null;
  if (!bytes || !tipo || bytes.byteLength > ASSINATURA_MAX_BYTES) {
    throw new DomainError('ENTRADA_INVALIDA', MSG.documentos.assinaturaInvalida);
  }
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
  await deps.db.transaction().execute(async (trx) => {
    const idArquivo = await deps.arquivos.salvar(trx, {
      idConta: a.id_conta,
      finalidade: 'assinatura',
      tipoMime: tipo,
      bytes,
    });
    const ok = await registrarAssinaturaAnamnese(trx, a.id, {
      respostas: validacao.respostas,
      idArquivo,
      assinadoEm: deps.agora(),
      ip: origem.ip,
      userAgent: origem.userAgent,
      hashConteudo: sha256(conteudo),
      hashAssinatura: sha256(bytes),
    });
    if (!ok) throw new DomainError('CONFLITO', MSG.anamneses.jaAssinada);
  });
  return { message: MSG.anamneses.assinadaSucesso };
}

export async function lerAssinaturaAnamnese(deps: Deps, origem: Origem, codigo: string) {
  const a = await porCodigo(deps, origem, codigo);
  const arquivo = a.id_arquivo_assinatura
    ? await deps.arquivos.ler(deps.db, a.id_arquivo_assinatura, 'assinatura')
    : null;
  if (!arquivo) throw naoEncontrado(MSG.anamneses.naoEncontrada);
  return arquivo;
}
