import type { Db } from '../../db/kysely';

/**
 * What the checklist reads, in one statement: the account's logo, address and dismissal, and
 * whether the clinic has each kind of row. Every EXISTS stops at the first row of its clinic
 * (each table's index on id_conta); the users are counted up to two.
 */
export function fatosDaClinica(db: Db, idConta: number) {
  return db
    .selectFrom('conta as c')
    .where('c.id', '=', idConta)
    .select((eb) => [
      'c.id_logo',
      'c.endereco',
      'c.cidade',
      'c.estado',
      'c.primeiros_passos_dispensado_em',
      eb
        .exists(eb.selectFrom('tratamento').select('id').where('id_conta', '=', idConta))
        .as('tem_tratamento'),
      eb
        .exists(
          eb
            .selectFrom('tipo_pagamento')
            .select('id')
            .where('id_conta', '=', idConta)
            .where('tipo', '=', 'R'),
        )
        .as('tem_tipo_receita'),
      eb
        .exists(
          eb
            .selectFrom('tipo_pagamento')
            .select('id')
            .where('id_conta', '=', idConta)
            .where('tipo', '=', 'D'),
        )
        .as('tem_tipo_despesa'),
      eb
        .selectFrom(eb.selectFrom('usuario').select('id').where('id_conta', '=', idConta).limit(2).as('u'))
        .select((u) => u.fn.countAll<number>().as('n'))
        .as('usuarios'),
      eb.exists(eb.selectFrom('paciente').select('id').where('id_conta', '=', idConta)).as('tem_paciente'),
      eb.exists(eb.selectFrom('agenda').select('id').where('id_conta', '=', idConta)).as('tem_agendamento'),
    ])
    .executeTakeFirst();
}

/** Dismissed at `quando` (kept if already dismissed), or shown again with null. */
export async function gravarDispensa(db: Db, idConta: number, quando: Date | null) {
  await db
    .updateTable('conta')
    .set((eb) => ({
      primeiros_passos_dispensado_em:
        quando === null ? null : eb.fn.coalesce('primeiros_passos_dispensado_em', eb.val(quando)),
    }))
    .where('id', '=', idConta)
    .execute();
}
