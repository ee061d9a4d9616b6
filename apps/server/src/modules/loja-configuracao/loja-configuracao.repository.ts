import type { Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';

export type MudancaLojaRow = Omit<Updateable<DB['loja']>, 'id' | 'id_conta' | 'criado_em'>;

export function gravarLoja(db: Db, idConta: number, id: number, set: MudancaLojaRow) {
  return db
    .updateTable('loja')
    .set(set)
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The store row, locked for the rest of the transaction (two saves of one store go one after the other). */
export function travarLoja(db: Db, idConta: number, id: number) {
  return db
    .selectFrom('loja')
    .selectAll()
    .where('id_conta', '=', idConta)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The id of the account's store with this link, if any (the live check; the unique index decides). */
export async function lojaComSlug(db: Db, idConta: number, slug: string) {
  const r = await db
    .selectFrom('loja')
    .select('id')
    .where('id_conta', '=', idConta)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return r?.id ?? null;
}

/** A user of the account who may own a store (papel_loja admin_store or admin). */
export function buscarDonoPossivel(db: Db, idConta: number, idUsuario: number) {
  return db
    .selectFrom('usuario')
    .select(['id', 'papel_loja'])
    .where('id_conta', '=', idConta)
    .where('id', '=', idUsuario)
    .where('papel_loja', 'in', ['admin_store', 'admin'])
    .executeTakeFirst();
}
