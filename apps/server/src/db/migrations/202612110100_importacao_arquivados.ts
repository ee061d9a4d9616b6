import { type Kysely, sql } from 'kysely';

/**
 * Moving in (issue 39): an API import also reads the old system's archived records (issue 19's
 * retention: `?arquivados=true` on the patients' and each per-patient list). A kind that has them
 * is read twice, its active list first, then its archived one; `arquivados` says which of the two
 * the stage's cursor counts, so a kill resumes in the right list. The row log's `linha` may now be
 * 0: a note about a kind as a whole (an old system that does not list its archived records), not
 * about one of its rows.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE importacao ADD COLUMN arquivados boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE importacao_erro DROP CONSTRAINT importacao_erro_linha_check`.execute(db);
  await sql`ALTER TABLE importacao_erro ADD CONSTRAINT importacao_erro_linha_check CHECK (linha >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM importacao_erro WHERE linha = 0`.execute(db);
  await sql`ALTER TABLE importacao_erro DROP CONSTRAINT importacao_erro_linha_check`.execute(db);
  await sql`ALTER TABLE importacao_erro ADD CONSTRAINT importacao_erro_linha_check CHECK (linha >= 1)`.execute(
    db,
  );
  await sql`ALTER TABLE importacao DROP COLUMN arquivados`.execute(db);
}
