import type { Kysely } from 'kysely';

/**
 * A treatment's description (spec 02 §3 names `descricao` on the treatment reference, and spec 03
 * says it appears in the budget context): optional free text the old API carried.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tratamento').addColumn('descricao', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tratamento').dropColumn('descricao').execute();
}
