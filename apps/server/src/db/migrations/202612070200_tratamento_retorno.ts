import { type Kysely, sql } from 'kysely';

/**
 * 'Retorno em N dias' on a treatment (issue 35): when an appointment with it becomes Finalizada,
 * a return message is planned N days later. 1 to 3650 days (packages/domain RETORNO_DIAS_MAXIMO),
 * or none. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE tratamento ADD COLUMN retorno_dias integer CHECK (retorno_dias BETWEEN 1 AND 3650)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE tratamento DROP COLUMN retorno_dias`.execute(db);
}
