import { type Kysely, sql } from 'kysely';

/**
 * The agenda (spec 02 §3) and its WhatsApp reminders (DECISIONS.md 22).
 *
 * An appointment is an instant (`inicio`, timestamptz) plus a duration; `fim` is stored so the
 * exclusion constraint can index the half-open range [inicio, fim) of each professional. Two
 * appointments of one professional that hold their slot can't overlap: the database refuses the
 * second even when both arrive at the same moment (Cancelado pelo paciente, Faltou and
 * Reagendada free the slot, as the domain's ocupaHorario says).
 *
 * Reminders are an outbox: one row per appointment, written in the same transaction as the
 * appointment, claimed by the worker with FOR UPDATE SKIP LOCKED; every attempt is logged in
 * lembrete_entrega, which the form shows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE conta ADD COLUMN lembrete_hora text NOT NULL DEFAULT '18:00'
      CHECK (lembrete_hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
  `.execute(db);

  await sql`
    CREATE TABLE agenda (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      id_paciente integer NOT NULL,
      id_profissional integer NOT NULL,
      id_tratamento integer NOT NULL,
      inicio timestamptz NOT NULL,
      duracao integer NOT NULL CHECK (duracao BETWEEN 1 AND 9999),
      fim timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'Agendado' CHECK (status IN (
        'Agendado', 'Confirmado', 'Em Atendimento', 'Cancelado pelo paciente',
        'Faltou', 'Finalizada', 'Reagendada')),
      observacao text CHECK (char_length(observacao) <= 2000),
      notificacoes boolean NOT NULL DEFAULT true,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      CHECK (fim = inicio + make_interval(mins => duracao)),
      UNIQUE (id_conta, id),
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_profissional) REFERENCES usuario (id_conta, id),
      FOREIGN KEY (id_conta, id_tratamento) REFERENCES tratamento (id_conta, id),
      CONSTRAINT agenda_sem_sobreposicao EXCLUDE USING gist (
        id_profissional WITH =,
        tstzrange(inicio, fim, '[)') WITH &&
      ) WHERE (status NOT IN ('Cancelado pelo paciente', 'Faltou', 'Reagendada'))
    )`.execute(db);
  // The list (newest first) and the clinic's day; a professional's week; a patient's timeline.
  await sql`CREATE INDEX agenda_conta_inicio ON agenda (id_conta, inicio DESC, id DESC)`.execute(db);
  await sql`
    CREATE INDEX agenda_profissional_inicio ON agenda (id_conta, id_profissional, inicio DESC, id DESC)
  `.execute(db);
  await sql`CREATE INDEX agenda_paciente_inicio ON agenda (id_paciente, inicio DESC)`.execute(db);
  await sql`CREATE INDEX agenda_tratamento ON agenda (id_tratamento)`.execute(db);

  await sql`
    CREATE TABLE lembrete (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      id_agenda integer NOT NULL UNIQUE REFERENCES agenda (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('pendente', 'enviando', 'enviado', 'falhou', 'cancelado')),
      enviar_em timestamptz NOT NULL,
      tentativas integer NOT NULL DEFAULT 0,
      enviado_em timestamptz,
      ultimo_erro text,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // The worker's queue: only what is waiting, in send order.
  await sql`CREATE INDEX lembrete_fila ON lembrete (enviar_em) WHERE status = 'pendente'`.execute(db);
  await sql`CREATE INDEX lembrete_enviando ON lembrete (atualizado_em) WHERE status = 'enviando'`.execute(db);

  await sql`
    CREATE TABLE lembrete_entrega (
      id serial PRIMARY KEY,
      id_lembrete integer NOT NULL REFERENCES lembrete (id) ON DELETE CASCADE,
      tentativa integer NOT NULL,
      sucesso boolean NOT NULL,
      detalhe text,
      criado_em timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX lembrete_entrega_lembrete ON lembrete_entrega (id_lembrete, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS lembrete_entrega`.execute(db);
  await sql`DROP TABLE IF EXISTS lembrete`.execute(db);
  await sql`DROP TABLE IF EXISTS agenda`.execute(db);
  await sql`ALTER TABLE conta DROP COLUMN IF EXISTS lembrete_hora`.execute(db);
}
