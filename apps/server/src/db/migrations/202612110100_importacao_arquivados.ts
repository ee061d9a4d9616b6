import { type Kysely, sql } from 'kysely';

/**
 * Moving in (issue 39): an API import also reads the old system's archived records (issue 19's
 * retention: `?arquivados=true` on the patients' and each per-patient list). A kind that has them
 * is read twice, its active list first, then its archived one; `arquivados` says which of the two
 * the stage's cursor counts, so a kill resumes in the right list.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE importacao ADD COLUMN arquivados boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE importacao DROP COLUMN arquivados`.execute(db);
}
