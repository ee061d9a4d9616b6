import { type Kysely, sql } from 'kysely';

/**
 * One row per log-in, named by the token's `sid` claim: the session query joins it, so a
 * revoked row (logout, 'Sair de todos os dispositivos', a password change) ends that token at
 * once on every instance. Rows past their expiry are swept at the user's next log-in.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessao')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('id_usuario', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('criado_em', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expira_em', 'timestamptz', (c) => c.notNull())
    .addColumn('revogada_em', 'timestamptz')
    .execute();
  await sql`CREATE INDEX sessao_id_usuario ON sessao (id_usuario)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessao').ifExists().execute();
}
