import type { Updateable } from 'kysely';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';
import type { DB } from '../../db/schema.gen';

export type MudancaLojaRow = Omit<Updateable<DB['loja']>, 'id' | 'id_conta' | 'criado_em'>;

const lojas = (db: Db, idConta: number) => daConta(db, idConta).tabela('loja');

/** The saved row (the caller holds it locked: travarLoja). */
export async function gravarLoja(db: Db, idConta: number, id: number, set: MudancaLojaRow) {
  const loja = await lojas(db, idConta).atualizar(id, set);
  if (!loja) throw new Error(`loja ${id} não encontrada`);
  return loja;
}

/** The store row, locked for the rest of the transaction (two saves of one store go one after the other). */
export function travarLoja(db: Db, idConta: number, id: number) {
  return lojas(db, idConta).listar().selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** The id of the account's store with this link, if any (the live check; the unique index decides). */
export async function lojaComSlug(db: Db, idConta: number, slug: string) {
  const r = await lojas(db, idConta).listar().select('id').where('slug', '=', slug).executeTakeFirst();
  return r?.id ?? null;
}

/** A user of the account who may own a store (papel_loja admin_store or admin). */
export function buscarDonoPossivel(db: Db, idConta: number, idUsuario: number) {
  return daConta(db, idConta)
    .tabela('usuario')
    .listar()
    .select(['id', 'papel_loja'])
    .where('id', '=', idUsuario)
    .where('papel_loja', 'in', ['admin_store', 'admin'])
    .executeTakeFirst();
}
