import { type Kysely, sql } from 'kysely';

/**
 * Patients (spec 02 §3) with their photos and files. Bytes live in `arquivo` (the storage
 * interface, DECISIONS.md 8); these rows hold metadata only. CPF, phones and CEP are digits.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE paciente (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      nome text NOT NULL CHECK (char_length(nome) BETWEEN 1 AND 150),
      -- The name as searched and sorted (no accents, lower case), computed once on write:
      -- a list page or a search never runs f_busca over the clinic's rows.
      nome_busca text GENERATED ALWAYS AS (f_busca(nome)) STORED,
      ddi text NOT NULL DEFAULT '55' CHECK (ddi IN ('55', '1')),
      celular text NOT NULL CHECK (celular ~ '^[0-9]{10,11}$'),
      sexo text NOT NULL CHECK (sexo IN ('Masculino', 'Feminino', 'Outro')),
      nascimento date NOT NULL,
      cpf text CHECK (cpf ~ '^[0-9]{11}$'),
      rg text,
      email text,
      observacao text,
      responsavel_nome text,
      responsavel_celular text CHECK (responsavel_celular ~ '^[0-9]{10,11}$'),
      responsavel_cpf text CHECK (responsavel_cpf ~ '^[0-9]{11}$'),
      responsavel_nascimento date,
      cep text CHECK (cep ~ '^[0-9]{8}$'),
      endereco text,
      numero text,
      complemento text,
      bairro text,
      cidade text,
      estado text CHECK (estado IS NULL OR char_length(estado) = 2),
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id)
    )`.execute(db);
  // One patient per CPF in a clinic (patients without CPF are many).
  await sql`CREATE UNIQUE INDEX paciente_cpf_key ON paciente (id_conta, cpf) WHERE cpf IS NOT NULL`.execute(
    db,
  );
  // The list's order (name without accents, then id): a page is an index range, not a sort,
  // and a deep page skips index entries only (an index-only scan).
  await sql`CREATE INDEX paciente_conta_nome_idx ON paciente (id_conta, nome_busca, id)`.execute(db);
  // "Contains" search on name, e-mail, mobile and CPF digits: trigram GIN indexes. pg_trgm may
  // be missing on a managed server: then the search still works, by scanning the clinic's rows.
  await sql
    .raw(
      `DO $$ BEGIN
        CREATE INDEX paciente_nome_trgm ON paciente USING gin (nome_busca gin_trgm_ops);
        CREATE INDEX paciente_email_trgm ON paciente USING gin (f_busca(email) gin_trgm_ops);
        CREATE INDEX paciente_celular_trgm ON paciente USING gin (celular gin_trgm_ops);
        CREATE INDEX paciente_cpf_trgm ON paciente USING gin (cpf gin_trgm_ops);
      EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'índices trigram de paciente indisponíveis: %', SQLERRM;
      END $$`,
    )
    .execute(db);

  await sql`
    CREATE TABLE foto (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_paciente integer NOT NULL,
      nome text NOT NULL CHECK (char_length(nome) BETWEEN 1 AND 150),
      observacao text,
      nome_arquivo text NOT NULL,
      tipo_mime text NOT NULL,
      tamanho integer NOT NULL CHECK (tamanho > 0),
      id_arquivo integer NOT NULL,
      id_miniatura integer,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX foto_conta_idx ON foto (id_conta, id DESC)`.execute(db);
  await sql`CREATE INDEX foto_paciente_idx ON foto (id_conta, id_paciente, id DESC)`.execute(db);

  await sql`
    CREATE TABLE paciente_arquivo (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_paciente integer NOT NULL,
      nome text NOT NULL CHECK (char_length(nome) BETWEEN 1 AND 150),
      observacao text,
      nome_arquivo text NOT NULL,
      tipo_mime text NOT NULL,
      tamanho integer NOT NULL CHECK (tamanho > 0),
      id_arquivo integer NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX paciente_arquivo_paciente_idx ON paciente_arquivo (id_conta, id_paciente, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['paciente_arquivo', 'foto', 'paciente']) {
    await sql.raw(`DROP TABLE IF EXISTS ${t}`).execute(db);
  }
}
