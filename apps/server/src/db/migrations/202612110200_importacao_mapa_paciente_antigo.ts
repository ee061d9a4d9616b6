import { type Kysely, sql } from 'kysely';

/**
 * Moving in (issue 39): each batch of a per-patient stage asks the map for the next 200 patients
 * of the source by their old numeric id (`pacientesDaOrigem`), 200 batches per list, eight lists
 * for 40,000 patients. Without this index each ask read and cast every patient key of the import
 * (about 40 ms at 40,000 patients, a minute of the import in all); with it, only the keys past the
 * cursor (about 11 ms at half way). The predicate is the query's own, so the planner can use it.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX importacao_mapa_paciente_antigo_idx
    ON importacao_mapa (id_conta, id_importacao, (substr(chave_antiga, 4)::integer))
    WHERE tipo_dado = 'pacientes' AND chave_antiga ~ '^id:[0-9]{1,9}$'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX importacao_mapa_paciente_antigo_idx`.execute(db);
}
