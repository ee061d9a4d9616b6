import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit counters in the database, so every server instance sees the same counts
 * (DECISIONS 24): failed log-ins per IP+e-mail, per IP and per account, public lookups and
 * sign-ups per IP. One row per key; writers upsert it atomically and sweep a few expired rows
 * as they go (the index on expira_em finds them), so the table holds about the live keys.
 * `liberado_em` is used by the per-account backoff only: until then, that key is refused.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contador_limite')
    .addColumn('chave', 'text', (c) => c.primaryKey())
    .addColumn('pontos', 'integer', (c) => c.notNull())
    .addColumn('expira_em', 'timestamptz', (c) => c.notNull())
    .addColumn('liberado_em', 'timestamptz')
    .execute();
  await sql`CREATE INDEX contador_limite_expira_em ON contador_limite (expira_em)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contador_limite').ifExists().execute();
}
