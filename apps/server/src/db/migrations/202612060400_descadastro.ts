import { type Kysely, sql } from 'kysely';

/**
 * The patient's way out (issue 35): every message that is not about a booked appointment ends
 * with a personal link, 'Não quero mais receber estas mensagens', which revokes that purpose at
 * once, no login. One random 128-bit code per patient and purpose (DECISIONS 9, 26), made the
 * first time a message needs it and the same afterwards; stored as the other public codes
 * (unique per clinic, a plain index on the code for the lookup before the clinic is known).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => q.execute(db);
  await x(sql`
    CREATE TABLE descadastro_link (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      id_paciente integer NOT NULL,
      finalidade text NOT NULL CHECK (finalidade IN ('lembrete', 'retorno', 'marketing')),
      codigo text NOT NULL CHECK (char_length(codigo) >= 22),
      criado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id_paciente, finalidade),
      UNIQUE (id_conta, codigo),
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id) ON DELETE CASCADE
    )`);
  await x(sql`CREATE INDEX descadastro_link_codigo_idx ON descadastro_link (codigo)`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE descadastro_link`.execute(db);
}
