import { type Kysely, sql } from 'kysely';

/**
 * Slots of the unpaged REST exports (DECISIONS 23, 24): at most N per clinic at once, across
 * every server instance. A slot is a row (clinic, number) taken by an atomic upsert that only
 * succeeds when the row is free or its lease expired; the export renews the lease while it
 * streams and deletes the row when it ends, so a process that dies frees its slot on expiry.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exportacao_vaga')
    .addColumn('id_conta', 'integer', (c) => c.notNull().references('conta.id').onDelete('cascade'))
    .addColumn('vaga', 'smallint', (c) => c.notNull())
    .addColumn('dono', 'text', (c) => c.notNull())
    .addColumn('expira_em', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('exportacao_vaga_pk', ['id_conta', 'vaga'])
    .execute();
  await sql`COMMENT ON TABLE exportacao_vaga IS 'unpaged REST exports in progress (leases)'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exportacao_vaga').ifExists().execute();
}
