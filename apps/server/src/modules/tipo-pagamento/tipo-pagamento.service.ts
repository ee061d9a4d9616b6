import { MSG, type Pagina, type TipoPagamento, type TipoPagamentoDados } from '@clinica/contracts';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import { atualizar, buscar, excluir, inserir, listar } from './tipo-pagamento.repository';

const M = MSG.tiposPagamento;

type Linha = Omit<TipoPagamento, 'criado_em' | 'taxa'> & { criado_em: Date; taxa: string | number };
/** numeric(5,2) arrives as text ('2.50'); the API carries a number (2.5). */
const paraApi = (r: Linha): TipoPagamento => ({
  ...r,
  taxa: Number(r.taxa),
  criado_em: r.criado_em.toISOString(),
});

function traduzir<T>(fn: () => Promise<T>): Promise<T> {
  return traduzirViolacoes(fn, { unica: M.duplicado, chaveEstrangeira: M.emUso });
}

export async function listarTiposPagamento(
  deps: Deps,
  ator: Ator,
  p: PaginaPedida,
): Promise<Pagina<TipoPagamento>> {
  const r = await listar(deps.db, ator.idConta, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

export async function obterTipoPagamento(deps: Deps, ator: Ator, id: number) {
  const r = await buscar(deps.db, ator.idConta, id);
  if (!r) throw naoEncontrado(M.naoEncontrado);
  return paraApi(r);
}

export async function criarTipoPagamento(deps: Deps, ator: Ator, dados: TipoPagamentoDados) {
  return paraApi(await traduzir(() => inserir(deps.db, ator.idConta, dados)));
}

export async function atualizarTipoPagamento(deps: Deps, ator: Ator, id: number, dados: TipoPagamentoDados) {
  const r = await traduzir(() => atualizar(deps.db, ator.idConta, id, dados));
  if (!r) throw naoEncontrado(M.naoEncontrado);
  return paraApi(r);
}

/** Deleted for real; refused with a clear message while a payment uses it. */
export async function excluirTipoPagamento(deps: Deps, ator: Ator, id: number) {
  const excluido = await traduzir(() => excluir(deps.db, ator.idConta, id));
  if (!excluido) throw naoEncontrado(M.naoEncontrado);
  return { ok: true as const };
}
