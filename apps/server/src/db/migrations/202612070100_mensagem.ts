import { type Kysely, sql } from 'kysely';

/**
 * One outbox for every kind of message (issue 35): the appointment reminders' outbox becomes
 * `mensagem` (and its delivery log `mensagem_entrega`), with the kind ('lembrete', 'retorno',
 * 'aniversario'), the patient, the channel and the text as sent (both filled when it goes: the
 * channel is chosen at send time from the clinic's channels and the patient's consent), and a
 * status for a message not sent for want of consent ('sem_consentimento').
 * - A reminder and a return hang on an appointment: one of each kind per appointment.
 * - A birthday greeting hangs on the patient and the year: once a year per patient, kept by a
 *   unique key rather than by the code that writes it.
 * Every key and reference includes `id_conta` (the distribution by clinic, DECISIONS 21).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`ALTER TABLE lembrete RENAME TO mensagem`);
  await x(sql`ALTER TABLE lembrete_entrega RENAME TO mensagem_entrega`);
  await x(sql`ALTER TABLE mensagem_entrega RENAME COLUMN id_lembrete TO id_mensagem`);
  await x(sql`
    ALTER TABLE mensagem
      ADD COLUMN tipo text NOT NULL DEFAULT 'lembrete' CHECK (tipo IN ('lembrete', 'retorno', 'aniversario')),
      ADD COLUMN id_paciente integer,
      ADD COLUMN canal text CHECK (canal IN ('whatsapp', 'email')),
      ADD COLUMN texto text,
      ADD COLUMN ano integer,
      ALTER COLUMN id_agenda DROP NOT NULL`);
  await x(sql`UPDATE mensagem m SET id_paciente = a.id_paciente FROM agenda a WHERE a.id = m.id_agenda`);
  await x(sql`
    ALTER TABLE mensagem
      ALTER COLUMN id_paciente SET NOT NULL,
      ADD CONSTRAINT mensagem_paciente_fkey FOREIGN KEY (id_conta, id_paciente)
        REFERENCES paciente (id_conta, id) ON DELETE CASCADE,
      DROP CONSTRAINT lembrete_status_check,
      ADD CONSTRAINT mensagem_status_check CHECK (status IN
        ('pendente', 'enviando', 'enviado', 'falhou', 'cancelado', 'sem_consentimento')),
      DROP CONSTRAINT lembrete_id_conta_id_agenda_key,
      ADD CONSTRAINT mensagem_tipo_agenda_key UNIQUE (id_conta, tipo, id_agenda),
      ADD CONSTRAINT mensagem_aniversario_key UNIQUE (id_conta, id_paciente, tipo, ano),
      ADD CONSTRAINT mensagem_agenda_ou_ano CHECK (
        (tipo = 'aniversario' AND ano IS NOT NULL AND id_agenda IS NULL)
        OR (tipo <> 'aniversario' AND ano IS NULL AND id_agenda IS NOT NULL))`);
  // The record's 'Mensagens' tab: a patient's messages, newest first.
  await x(sql`CREATE INDEX mensagem_paciente ON mensagem (id_conta, id_paciente, id)`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`DELETE FROM mensagem WHERE tipo <> 'lembrete' OR status = 'sem_consentimento'`);
  await x(sql`DROP INDEX mensagem_paciente`);
  await x(sql`
    ALTER TABLE mensagem
      DROP CONSTRAINT mensagem_agenda_ou_ano,
      DROP CONSTRAINT mensagem_aniversario_key,
      DROP CONSTRAINT mensagem_tipo_agenda_key,
      ADD CONSTRAINT lembrete_id_conta_id_agenda_key UNIQUE (id_conta, id_agenda),
      DROP CONSTRAINT mensagem_status_check,
      ADD CONSTRAINT lembrete_status_check CHECK (status IN ('pendente', 'enviando', 'enviado', 'falhou', 'cancelado')),
      DROP CONSTRAINT mensagem_paciente_fkey,
      ALTER COLUMN id_agenda SET NOT NULL,
      DROP COLUMN ano,
      DROP COLUMN texto,
      DROP COLUMN canal,
      DROP COLUMN id_paciente,
      DROP COLUMN tipo`);
  await x(sql`ALTER TABLE mensagem_entrega RENAME COLUMN id_mensagem TO id_lembrete`);
  await x(sql`ALTER TABLE mensagem_entrega RENAME TO lembrete_entrega`);
  await x(sql`ALTER TABLE mensagem RENAME TO lembrete`);
}
