import { type Kysely, sql } from 'kysely';

/**
 * A pre-registered patient completes their record from their link (issue 34, G13): the bell learns
 * 'cadastro_completado'. The row keeps ids and a fixed text (whether the CPF given was already on
 * another record): nothing personal. Frozen in time: never import application code here.
 */
const ANTES = [
  'documento_assinado',
  'anamnese_assinada',
  'consulta_agendada',
  'consulta_solicitada',
  'consulta_confirmada',
  'consulta_cancelada',
  'consulta_remarcada',
  'pacote_a_vencer',
];
const DEPOIS = [...ANTES, 'cadastro_completado'];

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
