import { type Kysely, sql } from 'kysely';

/**
 * The patient's e-mail as the search compares it, stored (issue 20): the search's trigram index
 * was on the expression f_busca(email), so every candidate row's recheck ran translate() and
 * lower() again — with the name, most of a broad search's time ('ana' matches 11% of a clinic).
 * A stored generated column is computed once per write, and its index is the same trigram index.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE paciente ADD COLUMN email_busca text GENERATED ALWAYS AS (f_busca(email)) STORED`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS paciente_email_trgm`.execute(db);
  // As in 202611220500: without pg_trgm (a managed server may lack it) the search still works.
  await sql
    .raw(
      `DO $$ BEGIN
        CREATE INDEX paciente_email_trgm ON paciente USING gin (email_busca gin_trgm_ops);
      EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'índice trigram de e-mail indisponível: %', SQLERRM;
      END $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS paciente_email_trgm`.execute(db);
  await sql`ALTER TABLE paciente DROP COLUMN email_busca`.execute(db);
  await sql
    .raw(
      `DO $$ BEGIN
        CREATE INDEX paciente_email_trgm ON paciente USING gin (f_busca(email) gin_trgm_ops);
      EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'índice trigram de e-mail indisponível: %', SQLERRM;
      END $$`,
    )
    .execute(db);
}
