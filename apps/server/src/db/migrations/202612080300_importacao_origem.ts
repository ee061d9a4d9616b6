import { type Kysely, sql } from 'kysely';

/**
 * Moving in from the old system (issue 39): where an API import reads from and the token it
 * reads with. The token is kept only while the import may still run (the worker needs it after a
 * restart) and cleared when it ends; a password is never stored (it is exchanged for a token).
 * `tentativas`: how many times in a row the source failed mid-job (it is tried again later, with
 * a growing wait, before the import is marked failed).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE importacao ADD COLUMN origem_url text CHECK (char_length(origem_url) <= 500)`.execute(
    db,
  );
  await sql`ALTER TABLE importacao ADD COLUMN origem_token text CHECK (char_length(origem_token) <= 4000)`.execute(
    db,
  );
  await sql`ALTER TABLE importacao ADD COLUMN tentativas integer NOT NULL DEFAULT 0 CHECK (tentativas >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE importacao DROP COLUMN tentativas`.execute(db);
  await sql`ALTER TABLE importacao DROP COLUMN origem_token`.execute(db);
  await sql`ALTER TABLE importacao DROP COLUMN origem_url`.execute(db);
}
