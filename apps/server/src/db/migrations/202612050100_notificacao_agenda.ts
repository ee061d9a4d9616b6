import { type Kysely, sql } from 'kysely';

/**
 * Staff see a patient's own action at once (issue 34): the bell learns five more kinds — the
 * patient booked ('consulta_agendada'), asked for a booking the staff confirm
 * ('consulta_solicitada'), confirmed, cancelled or rescheduled through their link. The row keeps
 * ids and, as `titulo`, the appointment's clinic wall clock ('YYYY-MM-DD HH:mm'): nothing personal.
 * Frozen in time: never import application code here.
 */
const ANTES = ['documento_assinado', 'anamnese_assinada'];
const DEPOIS = [
  ...ANTES,
  'consulta_agendada',
  'consulta_solicitada',
  'consulta_confirmada',
  'consulta_cancelada',
  'consulta_remarcada',
];

const restricao = (tipos: string[]) =>
  sql`ALTER TABLE notificacao ADD CONSTRAINT notificacao_tipo_check CHECK (tipo IN (${sql.join(
    tipos.map((t) => sql.lit(t)),
  )}))`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notificacao DROP CONSTRAINT notificacao_tipo_check`.execute(db);
  await restricao(DEPOIS).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notificacao WHERE tipo NOT IN (${sql.join(ANTES.map((t) => sql.lit(t)))})`.execute(
    db,
  );
  await sql`ALTER TABLE notificacao DROP CONSTRAINT notificacao_tipo_check`.execute(db);
  await restricao(ANTES).execute(db);
}
