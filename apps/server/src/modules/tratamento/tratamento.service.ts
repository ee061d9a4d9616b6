import { MSG, type Pagina, type Tratamento, type TratamentoRest } from '@clinica/contracts';
import { centavosParaReais } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import {
  atualizar,
  buscar,
  type DadosTratamento,
  excluir,
  inserir,
  listar,
  type PedidoTratamentos,
} from './tratamento.repository';

const M = MSG.tratamentos;

type Linha = Omit<Tratamento, 'criado_em'> & { criado_em: Date };
const paraApi = (r: Linha): Tratamento => ({ ...r, criado_em: r.criado_em.toISOString() });

/** The REST edge speaks reais (DECISIONS.md 6). */
export const paraRest = (t: Tratamento): TratamentoRest => ({
  ...t,
  preco_venda: centavosParaReais(t.preco_venda),
  preco_custo: centavosParaReais(t.preco_custo),
});

/** Turns the database's refusals into the registry's pt-BR messages. */
function traduzir<T>(fn: () => Promise<T>): Promise<T> {
  return traduzirViolacoes(fn, { unica: M.duplicado, chaveEstrangeira: M.emUso });
}

export async function listarTratamentos(
  deps: Deps,
  ator: Ator,
  p: PedidoTratamentos,
): Promise<Pagina<Tratamento>> {
  const r = await listar(deps.db, ator.idConta, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

export async function obterTratamento(deps: Deps, ator: Ator, id: number) {
  const r = await buscar(deps.db, ator.idConta, id);
  if (!r) throw naoEncontrado(M.naoEncontrado);
  return paraApi(r);
}

export async function criarTratamento(deps: Deps, ator: Ator, dados: DadosTratamento) {
  return paraApi(await traduzir(() => inserir(deps.db, ator.idConta, dados)));
}

export async function atualizarTratamento(deps: Deps, ator: Ator, id: number, dados: DadosTratamento) {
  const r = await traduzir(() => atualizar(deps.db, ator.idConta, id, dados));
  if (!r) throw naoEncontrado(M.naoEncontrado);
  return paraApi(r);
}

/** The active switch is saved (DECISIONS.md 12), unlike the old product's local flag. */
export async function alterarStatusTratamento(deps: Deps, ator: Ator, id: number, status: boolean) {
  const r = await atualizar(deps.db, ator.idConta, id, { status });
  if (!r) throw naoEncontrado(M.naoEncontrado);
  return paraApi(r);
}

/** Deleted for real (DECISIONS.md 12); refused with a clear message while something uses it. */
export async function excluirTratamento(deps: Deps, ator: Ator, id: number) {
  const excluido = await traduzir(() => excluir(deps.db, ator.idConta, id));
  if (!excluido) throw naoEncontrado(M.naoEncontrado);
  return { ok: true as const };
}
