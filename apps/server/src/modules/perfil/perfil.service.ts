import { MODULOS, type Perfil } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { buscarPerfil, chavesDosPerfis, listarPerfisDaConta } from './perfil.repository';

const refPorChave = new Map(
  MODULOS.flatMap((m) => m.funcoes.map((f) => [f.nome, { id_modulo: m.id, id_funcao: f.id }] as const)),
);

function montar(p: { id: number; nome: string; criado_em: Date }, chaves: string[]): Perfil {
  return {
    id: p.id,
    nome: p.nome,
    permissoes: chaves.flatMap((c) => refPorChave.get(c) ?? []),
    criado_em: p.criado_em.toISOString(),
  };
}

/** Profiles of the caller's clinic, each with its permissions (two queries, no N+1). */
export async function listarPerfis(deps: Deps, ator: Ator): Promise<Perfil[]> {
  const perfis = await listarPerfisDaConta(deps.db, ator.idConta);
  const chaves = await chavesDosPerfis(
    deps.db,
    ator.idConta,
    perfis.map((p) => p.id),
  );
  return perfis.map((p) =>
    montar(
      p,
      chaves.filter((c) => c.id_perfil === p.id).map((c) => c.chave),
    ),
  );
}

/** One profile; another clinic's id answers 404 exactly like a missing one. */
export async function obterPerfil(deps: Deps, ator: Ator, id: number): Promise<Perfil> {
  const p = await buscarPerfil(deps.db, ator.idConta, id);
  if (!p) throw naoEncontrado('Perfil não encontrado.');
  const chaves = await chavesDosPerfis(deps.db, ator.idConta, [id]);
  return montar(
    p,
    chaves.map((c) => c.chave),
  );
}
