import type { Lista, Pagina, RegistroSimples, RegistroSimplesInput } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import type { DefinicaoRegistro } from './definicoes';
import {
  atualizarRegistro,
  buscarRegistro,
  excluirRegistro,
  inserirRegistro,
  listarRegistros,
} from './registro-simples.repository';

type Linha = { id: number; nome: string; criado_em: Date };
const paraApi = (r: Linha): RegistroSimples => ({
  id: r.id,
  nome: r.nome,
  criado_em: r.criado_em.toISOString(),
});

/** Turns the database's refusals into the registry's pt-BR messages. */
function traduzir<T>(def: DefinicaoRegistro, fn: () => Promise<T>): Promise<T> {
  return traduzirViolacoes(fn, { unica: def.mensagens.duplicado, chaveEstrangeira: def.mensagens.emUso });
}

export async function listarRegistrosSimples(
  deps: Deps,
  ator: Ator,
  def: DefinicaoRegistro,
  p: Omit<Lista, 'limit'> & { limit: number | null },
): Promise<Pagina<RegistroSimples>> {
  const r = await listarRegistros(deps.db, def.tabela, ator.idConta, p);
  return { itens: r.itens.map(paraApi), total: r.total };
}

export async function obterRegistroSimples(deps: Deps, ator: Ator, def: DefinicaoRegistro, id: number) {
  const r = await buscarRegistro(deps.db, def.tabela, ator.idConta, id);
  if (!r) throw naoEncontrado(def.mensagens.naoEncontrado);
  return paraApi(r);
}

export async function criarRegistroSimples(
  deps: Deps,
  ator: Ator,
  def: DefinicaoRegistro,
  input: RegistroSimplesInput,
) {
  return paraApi(await traduzir(def, () => inserirRegistro(deps.db, def.tabela, ator.idConta, input.nome)));
}

export async function atualizarRegistroSimples(
  deps: Deps,
  ator: Ator,
  def: DefinicaoRegistro,
  id: number,
  input: RegistroSimplesInput,
) {
  const r = await traduzir(def, () => atualizarRegistro(deps.db, def.tabela, ator.idConta, id, input.nome));
  if (!r) throw naoEncontrado(def.mensagens.naoEncontrado);
  return paraApi(r);
}

/** Deleted for real (DECISIONS.md 12); refused with a clear message while something uses it. */
export async function excluirRegistroSimples(deps: Deps, ator: Ator, def: DefinicaoRegistro, id: number) {
  const excluido = await traduzir(def, () => excluirRegistro(deps.db, def.tabela, ator.idConta, id));
  if (!excluido) throw naoEncontrado(def.mensagens.naoEncontrado);
  return { ok: true as const };
}
