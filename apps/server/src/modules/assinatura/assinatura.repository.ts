import type { Db } from '../../db/kysely';

export function buscarAssinaturaDaConta(db: Db, idConta: number) {
  return db
    .selectFrom('assinatura')
    .select(['status', 'price_id', 'current_period_start', 'current_period_end'])
    .where('id_conta', '=', idConta)
    .executeTakeFirst();
}
