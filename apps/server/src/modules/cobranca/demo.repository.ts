import type { Db } from '../../db/kysely';

export async function inserirCheckoutDemo(db: Db, c: { id: string; id_conta: number; price_id: string }) {
  await db.insertInto('checkout_demo').values(c).execute();
}

export function buscarCheckoutDemo(db: Db, id: string) {
  return db
    .selectFrom('checkout_demo as c')
    .innerJoin('conta', 'conta.id', 'c.id_conta')
    .select(['c.id', 'c.price_id', 'c.concluido_em', 'conta.nome as conta'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** Marks a checkout used; undefined when unknown or already used (so it activates only once). */
export function concluirCheckoutDemo(db: Db, id: string, agora: Date) {
  return db
    .updateTable('checkout_demo')
    .set({ concluido_em: agora })
    .where('id', '=', id)
    .where('concluido_em', 'is', null)
    .returning(['id_conta', 'price_id'])
    .executeTakeFirst();
}
