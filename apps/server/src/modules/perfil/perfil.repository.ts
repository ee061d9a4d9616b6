import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { contem, type PaginaPedida, paginarConsulta } from '../../db/lista';

export async function criarPerfil(db: Db, idConta: number, nome: string, chaves: readonly string[]) {
  const { id } = await db
    .insertInto('perfil')
    .values({ id_conta: idConta, nome })
    .returning('id')
    .executeTakeFirstOrThrow();
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
  const r = await db
    .updateTable('perfil')
    .set({ nome, atualizado_em: new Date() })
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return false;
  await db
    .deleteFrom('perfil_permissao')
    .where('id_conta', '=', idConta)
    .where('id_perfil', '=', id)
    .execute();
  await gravarChaves(db, idConta, id, chaves);
  return true;
}

export async function excluirPerfis(db: Db, idConta: number, ids: number[]) {
  const r = await db
    .deleteFrom('perfil')
    .where('id_conta', '=', idConta)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

const filtro = (db: Db, idConta: number, q: string) => {
  let consulta = db.selectFrom('perfil').where('id_conta', '=', idConta);
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
    (qb) => qb.select(['id', 'nome', 'criado_em']).orderBy(sql`f_busca(nome)`).orderBy('id'),
  );
}

export function buscarPerfil(db: Db, idConta: number, id: number) {
  return db
    .selectFrom('perfil')
    .select(['id', 'nome', 'criado_em'])
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .executeTakeFirst();
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
