import { type Kysely, sql } from 'kysely';

/** Term and contract templates. `corpo` is sanitized HTML; `corpo_texto` its words, for search and preview. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE termo (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      titulo text NOT NULL CHECK (char_length(titulo) BETWEEN 1 AND 200),
      corpo text NOT NULL,
      corpo_texto text NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id)
    )`.execute(db);
  await sql`CREATE INDEX termo_conta_idx ON termo (id_conta, criado_em DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS termo`.execute(db);
}
