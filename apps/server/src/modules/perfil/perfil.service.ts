import { MODULOS, MSG, type Pagina, type Perfil, type PerfilInput } from '@clinica/contracts';
import type { PaginaPedida } from '../../db/lista';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { traduzirViolacoes } from '../../platform/erros-pg';
import {
  atualizarPerfil as atualizarNoBanco,
  buscarPerfil,
  chavesDosPerfis,
  criarPerfil as criarNoBanco,
  excluirPerfis as excluirNoBanco,
  listarPerfisDaConta,
} from './perfil.repository';

const refPorChave = new Map(
  MODULOS.flatMap((m) => m.funcoes.map((f) => [f.nome, { id_modulo: m.id, id_funcao: f.id }] as const)),
);
const chavePorFuncao = new Map(MODULOS.flatMap((m) => m.funcoes.map((f) => [f.id, f.nome] as const)));

/** The REST payload's [id_modulo, id_funcao] pairs to the keys the profile stores. */
const chavesDe = (input: PerfilInput) => [
  ...new Set(input.permissoes.map((p) => chavePorFuncao.get(p.id_funcao)).filter((c): c is string => !!c)),
];

function montar(p: { id: number; nome: string; criado_em: Date }, chaves: string[]): Perfil {
  return {
    id: p.id,
    nome: p.nome,
    permissoes: chaves.flatMap((c) => refPorChave.get(c) ?? []),
    criado_em: p.criado_em.toISOString(),
  };
}

/** Profiles of the caller's clinic, each with its permissions (two queries, no N+1). */
export async function listarPerfis(deps: Deps, ator: Ator, p: PaginaPedida): Promise<Pagina<Perfil>> {
  const pagina = await listarPerfisDaConta(deps.db, ator.idConta, p);
  const chaves = await chavesDosPerfis(
    deps.db,
    ator.idConta,
    pagina.itens.map((i) => i.id),
  );
  const itens = pagina.itens.map((i) =>
    montar(
      i,
      chaves.filter((c) => c.id_perfil === i.id).map((c) => c.chave),
    ),
  );
  return { itens, total: pagina.total };
}

/** One profile; another clinic's id answers 404 exactly like a missing one. */
export async function obterPerfil(deps: Deps, ator: Ator, id: number): Promise<Perfil> {
  const p = await buscarPerfil(deps.db, ator.idConta, id);
  if (!p) throw naoEncontrado(MSG.perfis.naoEncontrado);
  const chaves = await chavesDosPerfis(deps.db, ator.idConta, [id]);
  return montar(
    p,
    chaves.map((c) => c.chave),
  );
}

export async function criarPerfil(deps: Deps, ator: Ator, input: PerfilInput): Promise<Perfil> {
  const id = await deps.db
    .transaction()
    .execute((trx) => criarNoBanco(trx, ator.idConta, input.nome, chavesDe(input)));
  return obterPerfil(deps, ator, id);
}

/** Takes effect on each user's next request: sessions reload the profile every time. */
export async function atualizarPerfil(
  deps: Deps,
  ator: Ator,
  id: number,
  input: PerfilInput,
): Promise<Perfil> {
  const ok = await deps.db
    .transaction()
    .execute((trx) => atualizarNoBanco(trx, ator.idConta, id, input.nome, chavesDe(input)));
  if (!ok) throw naoEncontrado(MSG.perfis.naoEncontrado);
  return obterPerfil(deps, ator, id);
}

/** Deletes one or many profiles, all or nothing; refused while a user holds one of them. */
export async function excluirPerfis(deps: Deps, ator: Ator, ids: number[]) {
  const n = await traduzirViolacoes(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const excluidos = await excluirNoBanco(trx, ator.idConta, ids);
        if (excluidos !== new Set(ids).size) throw naoEncontrado(MSG.perfis.naoEncontrado);
        return excluidos;
      }),
    { chaveEstrangeira: MSG.perfis.emUso },
  );
  return { excluidos: n };
}
