import {
  type DadosProduto,
  MSG,
  type Pagina,
  type Produto,
  type ProdutoListaInput,
  type ResumoEstoque,
} from '@clinica/contracts';
import { centavosParaReais, situacaoValidade, statusEstoque } from '@clinica/domain';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { hojeDa, instantesDoPeriodo } from './periodo';
import {
  atualizarProduto,
  buscarProduto,
  excluirProduto,
  inserirProduto,
  type LinhaProduto,
  listarProdutos,
  resumirEstoque,
} from './produto.repository';

const M = MSG.produtos;

/** The answer both APIs give (cents): the row plus its derived status and expiry situation. */
const paraApi = (l: LinhaProduto, hoje: string): Produto => ({
  id: l.id,
  nome: l.nome,
  qnt_minima: l.qnt_minima,
  qnt_atual: l.qnt_atual,
  preco_custo: l.preco_custo,
  criado_em: l.criado_em.toISOString(),
  status: statusEstoque(l.qnt_atual, l.qnt_minima),
  tem_movimentacoes: Boolean(l.tem_movimentacoes),
  proximo_vencimento: l.proximo_vencimento ?? null,
  validade: situacaoValidade(l.proximo_vencimento ?? null, hoje),
});

/** The REST edge speaks reais (DECISIONS.md 6). */
export const produtoParaRest = (p: Produto): Produto => ({
  ...p,
  preco_custo: centavosParaReais(p.preco_custo),
});

const traduzir = <T>(fn: () => Promise<T>) =>
  traduzirViolacoes(fn, { unica: M.duplicado, chaveEstrangeira: M.comMovimentacoes });

export async function listarProdutosDaClinica(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida & Pick<ProdutoListaInput, 'de' | 'ate' | 'situacao'>,
): Promise<Pagina<Produto>> {
  const hoje = hojeDa(deps, ator);
  const periodo = instantesDoPeriodo(ator, p, M.periodoInvalido);
  const r = await listarProdutos(deps.db, ator.idConta, p, { ...periodo, situacao: p.situacao, hoje });
  return { itens: r.itens.map((l) => paraApi(l, hoje)), total: r.total };
}

export async function obterProduto(deps: Deps, ator: Ator, id: number): Promise<Produto> {
  const l = await buscarProduto(deps.db, ator.idConta, id);
  if (!l) throw naoEncontrado(M.naoEncontrado);
  return paraApi(l, hojeDa(deps, ator));
}

export function resumoEstoque(deps: Deps, ator: Ator): Promise<ResumoEstoque> {
  return resumirEstoque(deps.db, ator.idConta, hojeDa(deps, ator));
}

export async function criarProduto(deps: Deps, ator: Ator, d: DadosProduto): Promise<Produto> {
  const { id } = await traduzir(() => inserirProduto(deps.db, ator.idConta, d));
  return obterProduto(deps, ator, id);
}

export async function editarProduto(deps: Deps, ator: Ator, id: number, d: DadosProduto): Promise<Produto> {
  const ok = await traduzir(() => atualizarProduto(deps.db, ator.idConta, id, d));
  if (!ok) throw naoEncontrado(M.naoEncontrado);
  return obterProduto(deps, ator, id);
}

/** Only while it has no movements: the foreign key decides, so a racing entry can't slip by. */
export async function removerProduto(deps: Deps, ator: Ator, id: number): Promise<{ excluido: true }> {
  const ok = await traduzir(() => excluirProduto(deps.db, ator.idConta, id));
  if (!ok) throw naoEncontrado(M.naoEncontrado);
  return { excluido: true };
}
