import { type Kysely, sql } from 'kysely';

/**
 * 'Primeiros passos' (issue 40): the dashboard's checklist is ticked by the clinic's own rows; the
 * one thing it keeps is whether the ADM dismissed it, and when (null: shown). A column of the
 * account, the platform's table, like its other settings.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE conta ADD COLUMN primeiros_passos_dispensado_em timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE conta DROP COLUMN IF EXISTS primeiros_passos_dispensado_em`.execute(db);
}
