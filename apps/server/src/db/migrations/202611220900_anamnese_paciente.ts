import { type Kysely, sql } from 'kysely';

/**
 * A patient's anamnesis: a snapshot of the model's questions when it was created (editing the
 * model later never changes it), the answers, and the same signing evidence as documents.
 * Immutable once signed, enforced by a trigger.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE paciente_anamnese (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_paciente integer NOT NULL,
      id_modelo integer,
      nome_modelo text NOT NULL,
      perguntas jsonb NOT NULL,
      respostas jsonb,
      codigo text NOT NULL UNIQUE CHECK (char_length(codigo) >= 22),
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
      CHECK ((assinado_em IS NULL) = (respostas IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX paciente_anamnese_paciente_idx ON paciente_anamnese (id_conta, id_paciente, criado_em DESC)`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION paciente_anamnese_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.assinado_em IS NOT NULL THEN
        RAISE EXCEPTION 'anamnese assinada não pode ser alterada' USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER paciente_anamnese_imutavel BEFORE UPDATE OR DELETE ON paciente_anamnese
    FOR EACH ROW EXECUTE FUNCTION paciente_anamnese_imutavel()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS paciente_anamnese`.execute(db);
  await sql`DROP FUNCTION IF EXISTS paciente_anamnese_imutavel()`.execute(db);
}
