import { type Kysely, sql } from 'kysely';

/** Units (a clinic's locations), kept on the server (DECISIONS.md 12), and which users work in them. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE unidade (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      nome_fantasia text NOT NULL,
      cnpj text NOT NULL CHECK (cnpj ~ '^[0-9]{14}$'),
      razao_social text,
      responsavel text,
      horario_inicio text CHECK (horario_inicio ~ '^[0-2][0-9]:[0-5][0-9]$'),
      horario_fim text CHECK (horario_fim ~ '^[0-2][0-9]:[0-5][0-9]$'),
      taxa_marketing integer CHECK (taxa_marketing >= 0),
      email text,
      telefone text,
      celular text,
      cep text,
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
  await sql`CREATE INDEX unidade_conta_idx ON unidade (id_conta, id)`.execute(db);

  // Both sides carry id_conta, so a user can only ever be linked to a unit of their own clinic.
  await sql`ALTER TABLE usuario ADD CONSTRAINT usuario_conta_id_key UNIQUE (id_conta, id)`.execute(db);
  await sql`
    CREATE TABLE usuario_unidade (
      id_conta integer NOT NULL,
      id_usuario integer NOT NULL,
      id_unidade integer NOT NULL,
      PRIMARY KEY (id_usuario, id_unidade),
      FOREIGN KEY (id_conta, id_usuario) REFERENCES usuario (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_unidade) REFERENCES unidade (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX usuario_unidade_unidade_idx ON usuario_unidade (id_unidade)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS usuario_unidade`.execute(db);
  await sql`ALTER TABLE usuario DROP CONSTRAINT IF EXISTS usuario_conta_id_key`.execute(db);
  await sql`DROP TABLE IF EXISTS unidade`.execute(db);
}
