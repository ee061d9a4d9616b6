import { type Kysely, sql } from 'kysely';

/**
 * Consent to messages (issue 35, DECISIONS 27): per patient, purpose ('lembrete', 'retorno',
 * 'marketing') and channel ('whatsapp', 'email'). Every change is a new row, never an update:
 * the history is the evidence (LGPD art. 8 § 2), with how it came ('equipe' on the record,
 * 'agendamento' on the booking page, 'link_paciente' on the patient's own link) and the staff
 * member when there was one. What holds is the newest row of the pair, else the purpose's default
 * (packages/domain `consentimentoPadrao`), so a patient without rows needs none.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`
    CREATE TABLE consentimento_paciente (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      id_paciente integer NOT NULL,
      finalidade text NOT NULL CHECK (finalidade IN ('lembrete', 'retorno', 'marketing')),
      canal text NOT NULL CHECK (canal IN ('whatsapp', 'email')),
      consentido boolean NOT NULL,
      origem text NOT NULL CHECK (origem IN ('equipe', 'agendamento', 'link_paciente')),
      id_usuario integer,
      criado_em timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_usuario) REFERENCES usuario (id_conta, id) ON DELETE SET NULL (id_usuario)
    )`);
  await x(sql`CREATE INDEX consentimento_paciente_idx ON consentimento_paciente (id_conta, id_paciente, id)`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE consentimento_paciente`.execute(db);
}
