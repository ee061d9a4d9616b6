import { type Kysely, sql } from 'kysely';

/**
 * The dashboard's patients table (docs/decisions.md, "Dashboard"): each count is a range of
 * one index instead of a pass over the clinic's patients, appointments or transactions. The
 * money cards already have theirs (202611240100_financeiro: payments by date, transactions by
 * due date). Measured with scripts/bench-financeiro.ts; the numbers are in the README.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // New this month: the month's range of registrations.
  await sql`CREATE INDEX paciente_conta_criado ON paciente (id_conta, criado_em)`.execute(db);
  // Birthdays this month: the month of the birth date as the index key (EXTRACT on a date is
  // immutable); the query writes the same expression.
  await sql`CREATE INDEX paciente_conta_mes_nascimento ON paciente (id_conta, (EXTRACT(MONTH FROM nascimento)))`.execute(
    db,
  );
  // Attended in the last six months: only the appointments that count, with the patient in the
  // index, so the count is an index-only scan of the window.
  await sql`
    CREATE INDEX agenda_atendidos ON agenda (id_conta, inicio) INCLUDE (id_paciente)
    WHERE status IN ('Finalizada', 'Em Atendimento')`.execute(db);
  // With pending debts: only the revenues not fully paid; a payment that settles one drops it.
  await sql`
    CREATE INDEX transacao_receitas_pendentes ON transacao (id_conta, id_paciente)
    WHERE tipo = 'RECEITA' AND valor_pago < valor_total`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const indice of [
    'transacao_receitas_pendentes',
    'agenda_atendidos',
    'paciente_conta_mes_nascimento',
    'paciente_conta_criado',
  ])
    await sql`DROP INDEX IF EXISTS ${sql.id(indice)}`.execute(db);
}
