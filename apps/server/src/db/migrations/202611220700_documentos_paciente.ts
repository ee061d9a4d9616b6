import { type Kysely, sql } from 'kysely';

/**
 * A patient's consent terms and contracts (the spec's pacientes_termos), with the signing
 * evidence (DECISIONS.md 13). Once signed, a row can't change or disappear: a trigger
 * refuses it, whatever the application does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE paciente_termo (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_paciente integer NOT NULL,
      codigo text NOT NULL UNIQUE CHECK (char_length(codigo) >= 22),
      tipo text NOT NULL CHECK (tipo IN ('CONTRATO', 'TERMO')),
      titulo text NOT NULL CHECK (char_length(titulo) BETWEEN 1 AND 200),
      cabecalho text NOT NULL,
      corpo text NOT NULL,
      id_arquivo_assinatura integer REFERENCES arquivo (id),
      assinado_em timestamptz,
      assinatura_ip text,
      assinatura_user_agent text,
      hash_conteudo text,
      hash_assinatura text,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id) ON DELETE CASCADE,
      CHECK ((assinado_em IS NULL) = (hash_conteudo IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX paciente_termo_paciente_idx ON paciente_termo (id_conta, id_paciente, criado_em DESC)`.execute(
    db,
  );

  await sql`
    CREATE FUNCTION paciente_termo_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.assinado_em IS NOT NULL THEN
        RAISE EXCEPTION 'documento assinado não pode ser alterado' USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER paciente_termo_imutavel BEFORE UPDATE OR DELETE ON paciente_termo
    FOR EACH ROW EXECUTE FUNCTION paciente_termo_imutavel()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS paciente_termo`.execute(db);
  await sql`DROP FUNCTION IF EXISTS paciente_termo_imutavel()`.execute(db);
}
