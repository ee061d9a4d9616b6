import { type Kysely, sql } from 'kysely';

/**
 * Moving in at scale (issue 39): documents, anamneses, photos and files get a clinic-wide list
 * (`GET /api/pacientes_termos?apos=`…), read by id after the last one read. Each table gets the
 * clinic's rows in id order (the per-patient indexes order by patient first). An API import
 * reading such a kind records whether it walks that list (true) or the old system's patients one
 * by one (false, an old system without it; null: not asked yet), so a kill resumes in the same
 * walk: the stage's cursor is a record's old id in the first, a patient's in the second.
 * Frozen in time: never import application code here.
 */
const TABELAS = ['paciente_termo', 'paciente_anamnese', 'foto', 'paciente_arquivo'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of TABELAS)
    await sql`CREATE INDEX ${sql.raw(`${t}_conta_id_idx`)} ON ${sql.table(t)} (id_conta, id)`.execute(db);
  await sql`ALTER TABLE importacao ADD COLUMN lista_da_clinica boolean`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE importacao DROP COLUMN lista_da_clinica`.execute(db);
  for (const t of TABELAS) await sql`DROP INDEX ${sql.raw(`${t}_conta_id_idx`)}`.execute(db);
}
