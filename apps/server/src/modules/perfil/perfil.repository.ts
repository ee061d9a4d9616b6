import { sql } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';

const COLUNAS = ['id', 'nome', 'criado_em'] as const;
const perfis = (db: Db, idConta: number) => daConta(db, idConta).tabela('perfil');

export async function criarPerfil(db: Db, idConta: number, nome: string, chaves: readonly string[]) {
  const { id } = await perfis(db, idConta).inserir({ nome }, ['id']);
  await gravarChaves(db, idConta, id, chaves);
  return id;
}

async function gravarChaves(db: Db, idConta: number, idPerfil: number, chaves: readonly string[]) {
  if (chaves.length === 0) return;
  await db
    .insertInto('perfil_permissao')
    .values(chaves.map((chave) => ({ id_perfil: idPerfil, id_conta: idConta, chave })))
    .execute();
}

/** Renames the profile and replaces its keys; false when it is not the clinic's. */
export async function atualizarPerfil(
  db: Db,
  idConta: number,
  id: number,
  nome: string,
  chaves: readonly string[],
) {
  const r = await perfis(db, idConta).atualizar(id, { nome, atualizado_em: new Date() }, ['id']);
  if (!r) return false;
  await db
    .deleteFrom('perfil_permissao')
    .where('id_conta', '=', idConta)
    .where('id_perfil', '=', id)
    .execute();
  await gravarChaves(db, idConta, id, chaves);
  return true;
}

export function excluirPerfis(db: Db, idConta: number, ids: number[]) {
  return perfis(db, idConta).excluir(ids);
}

const filtro = (db: Db, idConta: number, q: string) => {
  let consulta = perfis(db, idConta).listar();
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    consulta = consulta.where((eb) =>
      eb.or([eb(contem(eb.ref('nome'), q), '=', true), ...(id ? [eb('id', '=', id)] : [])]),
    );
  }
  return consulta;
};

export function listarPerfisDaConta(db: Db, idConta: number, p: PaginaPedida) {
  return paginarConsulta(
    p,
    () => filtro(db, idConta, p.q),
    (qb) => qb.select(COLUNAS).orderBy(sql`f_busca(nome)`).orderBy('id'),
  );
}

export function buscarPerfil(db: Db, idConta: number, id: number) {
  return perfis(db, idConta).buscar(id, COLUNAS);
}

export async function chavesDosPerfis(db: Db, idConta: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('perfil_permissao')
    .select(['id_perfil', 'chave'])
    .where('id_conta', '=', idConta)
    .where('id_perfil', 'in', ids)
    .execute();
}
