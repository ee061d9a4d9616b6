import {
  MENSAGEM_TERMO_OBRIGATORIOS,
  MSG,
  type Pagina,
  type Termo,
  type TermoInput,
} from '@clinica/contracts';
import { resumirTexto } from '@clinica/domain';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { sanitizarHtml, textoDoHtml } from '../../platform/html-seguro';
import { atualizarTermo, buscarTermo, excluirTermo, inserirTermo, listarTermos } from './termo.repository';

type Linha = {
  id: number;
  titulo: string;
  corpo: string;
  corpo_texto: string;
  criado_em: Date;
  tipo: 'geral' | 'uso_imagem';
};
const paraApi = (t: Linha): Termo => ({
  id: t.id,
  titulo: t.titulo,
  corpo: t.corpo,
  previa: resumirTexto(t.corpo_texto, 50),
  criado_em: t.criado_em.toISOString(),
  tipo: t.tipo,
});

/** Sanitized before it is stored (DECISIONS.md 14); a body with no words left is refused. */
function preparar(input: TermoInput) {
  const corpo = sanitizarHtml(input.corpo);
  const corpo_texto = textoDoHtml(corpo);
  if (!corpo_texto) throw new DomainError('ENTRADA_INVALIDA', MENSAGEM_TERMO_OBRIGATORIOS);
  // An absent kind keeps the stored one on update (old clients never send it); the column defaults to 'geral'.
  return { titulo: input.titulo, corpo, corpo_texto, ...(input.tipo ? { tipo: input.tipo } : {}) };
}

export async function listarTermosDaClinica(deps: Deps, ator: Ator, p: PaginaPedida): Promise<Pagina<Termo>> {
  const r = await listarTermos(deps.db, ator.idConta, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

export async function obterTermo(deps: Deps, ator: Ator, id: number): Promise<Termo> {
  const t = await buscarTermo(deps.db, ator.idConta, id);
  if (!t) throw naoEncontrado(MSG.termos.naoEncontrado);
  return paraApi(t);
}

export async function criarTermo(deps: Deps, ator: Ator, input: TermoInput) {
  return paraApi(await inserirTermo(deps.db, ator.idConta, preparar(input)));
}

export async function editarTermo(deps: Deps, ator: Ator, id: number, input: TermoInput) {
  const t = await atualizarTermo(deps.db, ator.idConta, id, preparar(input));
  if (!t) throw naoEncontrado(MSG.termos.naoEncontrado);
  return paraApi(t);
}

/** Deleted for real (DECISIONS.md 12); documents already generated keep their own copy of the text. */
export async function removerTermo(deps: Deps, ator: Ator, id: number) {
  const excluido = await traduzirViolacoes(() => excluirTermo(deps.db, ator.idConta, id), {
    chaveEstrangeira: MSG.termos.emUso,
  });
  if (!excluido) throw naoEncontrado(MSG.termos.naoEncontrado);
  return { ok: true as const };
}
