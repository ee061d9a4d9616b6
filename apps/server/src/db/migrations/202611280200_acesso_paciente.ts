import { type Kysely, sql } from 'kysely';

/**
 * Who saw a patient's record (issue 19): one row per read, print or export of the patient's data.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE on Postgres and PGlite alike, whatever
 * the role. No foreign keys on purpose: a cascade or SET NULL from a deleted user would be an UPDATE
 * or DELETE here, and the log must outlive the people and records it names.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE acesso_paciente (
      id bigserial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_paciente integer NOT NULL,
      id_usuario integer NOT NULL,
      acao text NOT NULL CHECK (acao IN (
        'ficha', 'documento', 'foto', 'arquivo', 'anamnese', 'orcamento', 'impressao', 'exportacao'
      )),
      id_recurso integer,
      ip text,
      criado_em timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE INDEX acesso_paciente_conta_paciente_idx
      ON acesso_paciente (id_conta, id_paciente, criado_em DESC, id DESC)`.execute(db);
  await sql`
    CREATE FUNCTION acesso_paciente_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'acesso_paciente é somente inserção (%)', TG_OP USING ERRCODE = '42501';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER acesso_paciente_sem_alteracao BEFORE UPDATE OR DELETE ON acesso_paciente
      FOR EACH ROW EXECUTE FUNCTION acesso_paciente_somente_insercao()`.execute(db);
  await sql`
    CREATE TRIGGER acesso_paciente_sem_truncate BEFORE TRUNCATE ON acesso_paciente
      FOR EACH STATEMENT EXECUTE FUNCTION acesso_paciente_somente_insercao()`.execute(db);
  await sql`COMMENT ON TABLE acesso_paciente IS 'who read a patient''s data (append-only)'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS acesso_paciente`.execute(db);
  await sql`DROP FUNCTION IF EXISTS acesso_paciente_somente_insercao()`.execute(db);
}
