import { type Kysely, sql } from 'kysely';

/**
 * Online booking (issue 34).
 * - A professional's working hours (intervals per weekday, 1 = Monday, 'HH:mm' on the clinic's
 *   wall clock) and absences (whole clinic days, both ends included).
 * - The clinic's online-booking settings (one row per clinic) and which treatments and
 *   professionals it offers. The public address (`conta.agendamento_slug`, unique whatever its
 *   case) sits on the clinic's own row: the booking page finds the clinic by it before it knows
 *   the clinic, a lookup that must stay global (conta is a reference table in docs/deploy.md).
 * - The patient's own link /consulta/{codigo}: a random 128-bit code per appointment, stored as the
 *   documents' public codes are (unique per clinic, a plain index on the code for the lookup),
 *   with the consent text the patient was shown when booking online.
 * - 'Pré-agendado' (booked online, waiting for the staff): holds its slot, so the exclusion
 *   constraint is unchanged; only the status CHECK learns the word.
 * - A pre-registration (name and mobile only) is a patient with `cadastro_incompleto`: sex and
 *   birth date may be missing only there.
 * - The slot query reads a professional's appointments that hold time in a window: an index range
 *   on (id_conta, id_profissional, inicio) of those rows, with `fim` in the index (index-only).
 * Frozen in time: never import application code here.
 */
const LIVRES = sql`('Cancelado pelo paciente', 'Faltou', 'Reagendada')`;

export async function up(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`
    CREATE TABLE horario_profissional (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      id_profissional integer NOT NULL,
      dia_semana smallint NOT NULL CHECK (dia_semana BETWEEN 1 AND 7),
      inicio text NOT NULL CHECK (inicio ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      fim text NOT NULL CHECK (fim ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
      CHECK (fim > inicio),
      FOREIGN KEY (id_conta, id_profissional) REFERENCES usuario (id_conta, id) ON DELETE CASCADE
    )`);
  await x(sql`CREATE INDEX horario_profissional_idx ON horario_profissional (id_conta, id_profissional)`);

  await x(sql`
    CREATE TABLE ausencia_profissional (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      id_profissional integer NOT NULL,
      inicio date NOT NULL,
      fim date NOT NULL,
      motivo text CHECK (char_length(motivo) <= 200),
      criado_em timestamptz NOT NULL DEFAULT now(),
      CHECK (fim >= inicio),
      FOREIGN KEY (id_conta, id_profissional) REFERENCES usuario (id_conta, id) ON DELETE CASCADE
    )`);
  await x(
    sql`CREATE INDEX ausencia_profissional_idx ON ausencia_profissional (id_conta, id_profissional, fim)`,
  );

  await x(sql`
    CREATE TABLE agendamento_online (
      id_conta integer PRIMARY KEY REFERENCES conta (id) ON DELETE CASCADE,
      ativo boolean NOT NULL DEFAULT false,
      antecedencia_horas integer NOT NULL DEFAULT 2 CHECK (antecedencia_horas BETWEEN 0 AND 720),
      horizonte_dias integer NOT NULL DEFAULT 60 CHECK (horizonte_dias BETWEEN 1 AND 365),
      passo_minutos integer CHECK (passo_minutos BETWEEN 5 AND 480),
      confirmacao text NOT NULL DEFAULT 'automatica' CHECK (confirmacao IN ('automatica', 'equipe')),
      cancelamento_horas integer NOT NULL DEFAULT 24 CHECK (cancelamento_horas BETWEEN 0 AND 720),
      mensagem text CHECK (char_length(mensagem) <= 500),
      max_por_celular integer NOT NULL DEFAULT 2 CHECK (max_por_celular BETWEEN 1 AND 20),
      atualizado_em timestamptz NOT NULL DEFAULT now()
    )`);
  await x(sql`
    ALTER TABLE conta ADD COLUMN agendamento_slug text
      CHECK (agendamento_slug ~ '^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$')`);
  await x(sql`CREATE UNIQUE INDEX conta_agendamento_slug ON conta (lower(agendamento_slug))`);
  await x(sql`
    CREATE TABLE agendamento_online_tratamento (
      id_conta integer NOT NULL REFERENCES agendamento_online (id_conta) ON DELETE CASCADE,
      id_tratamento integer NOT NULL,
      PRIMARY KEY (id_conta, id_tratamento),
      FOREIGN KEY (id_conta, id_tratamento) REFERENCES tratamento (id_conta, id) ON DELETE CASCADE
    )`);
  await x(sql`
    CREATE TABLE agendamento_online_profissional (
      id_conta integer NOT NULL REFERENCES agendamento_online (id_conta) ON DELETE CASCADE,
      id_profissional integer NOT NULL,
      PRIMARY KEY (id_conta, id_profissional),
      FOREIGN KEY (id_conta, id_profissional) REFERENCES usuario (id_conta, id) ON DELETE CASCADE
    )`);

  await x(sql`
    CREATE TABLE consulta_link (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_agenda integer NOT NULL,
      codigo text NOT NULL CHECK (char_length(codigo) >= 22),
      origem text NOT NULL CHECK (origem IN ('online', 'clinica')),
      consentimento text CHECK (char_length(consentimento) <= 4000),
      criado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id_agenda),
      UNIQUE (id_conta, codigo),
      FOREIGN KEY (id_conta, id_agenda) REFERENCES agenda (id_conta, id) ON DELETE CASCADE
    )`);
  await x(sql`CREATE INDEX consulta_link_codigo_idx ON consulta_link (codigo)`);

  await x(sql`ALTER TABLE agenda DROP CONSTRAINT agenda_status_check`);
  await x(sql`
    ALTER TABLE agenda ADD CONSTRAINT agenda_status_check CHECK (status IN (
      'Agendado', 'Confirmado', 'Em Atendimento', 'Cancelado pelo paciente',
      'Faltou', 'Finalizada', 'Reagendada', 'Pré-agendado'))`);
  await x(sql`
    CREATE INDEX agenda_ocupado ON agenda (id_conta, id_profissional, inicio) INCLUDE (fim)
      WHERE status NOT IN ${LIVRES}`);

  await x(sql`ALTER TABLE paciente ADD COLUMN cadastro_incompleto boolean NOT NULL DEFAULT false`);
  await x(sql`ALTER TABLE paciente ALTER COLUMN sexo DROP NOT NULL, ALTER COLUMN nascimento DROP NOT NULL`);
  await x(sql`
    ALTER TABLE paciente ADD CONSTRAINT paciente_cadastro_completo
      CHECK (cadastro_incompleto OR (sexo IS NOT NULL AND nascimento IS NOT NULL))`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`DELETE FROM paciente WHERE cadastro_incompleto`);
  await x(sql`ALTER TABLE paciente DROP CONSTRAINT paciente_cadastro_completo`);
  await x(sql`ALTER TABLE paciente ALTER COLUMN sexo SET NOT NULL, ALTER COLUMN nascimento SET NOT NULL`);
  await x(sql`ALTER TABLE paciente DROP COLUMN cadastro_incompleto`);
  await x(sql`DROP INDEX agenda_ocupado`);
  await x(sql`UPDATE agenda SET status = 'Agendado' WHERE status = 'Pré-agendado'`);
  await x(sql`ALTER TABLE agenda DROP CONSTRAINT agenda_status_check`);
  await x(sql`
    ALTER TABLE agenda ADD CONSTRAINT agenda_status_check CHECK (status IN (
      'Agendado', 'Confirmado', 'Em Atendimento', 'Cancelado pelo paciente',
      'Faltou', 'Finalizada', 'Reagendada'))`);
  for (const t of [
    'consulta_link',
    'agendamento_online_profissional',
    'agendamento_online_tratamento',
    'agendamento_online',
    'ausencia_profissional',
    'horario_profissional',
  ])
    await x(sql`DROP TABLE ${sql.table(t)}`);
  await x(sql`ALTER TABLE conta DROP COLUMN agendamento_slug`);
}
