import { type Kysely, sql } from 'kysely';

/**
 * Anamnesis questions and models (issue 7). A model lists the clinic's questions in order;
 * a question used by a model can't be deleted (NO ACTION rather than RESTRICT, so deleting a whole
 * account still cascades), deleting a model drops its list.
 * Patient anamneses keep their own snapshot of the questions (202611220900), so editing
 * either never changes an anamnesis already created.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE questao_anamnese (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      pergunta text NOT NULL CHECK (char_length(pergunta) BETWEEN 1 AND 500),
      tipo_pergunta text NOT NULL CHECK (tipo_pergunta IN
        ('texto', 'sim_nao', 'sim_nao_naosei', 'sim_nao_naosei_texto', 'esquerda_direita_naosei')),
      texto_auxiliar text CHECK (char_length(texto_auxiliar) BETWEEN 1 AND 200),
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id),
      CHECK ((tipo_pergunta = 'sim_nao_naosei_texto') = (texto_auxiliar IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX questao_anamnese_conta_idx ON questao_anamnese (id_conta, id DESC)`.execute(db);
  await sql`
    CREATE TABLE modelo_anamnese (
      id serial PRIMARY KEY,
      id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
      nome text NOT NULL CHECK (char_length(nome) BETWEEN 1 AND 200),
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_conta, id)
    )`.execute(db);
  await sql`CREATE INDEX modelo_anamnese_conta_idx ON modelo_anamnese (id_conta, criado_em DESC)`.execute(db);
  await sql`
    CREATE TABLE modelo_anamnese_questao (
      id_conta integer NOT NULL,
      id_modelo integer NOT NULL,
      id_questao integer NOT NULL,
      ordem integer NOT NULL CHECK (ordem >= 0),
      PRIMARY KEY (id_modelo, id_questao),
      FOREIGN KEY (id_conta, id_modelo) REFERENCES modelo_anamnese (id_conta, id) ON DELETE CASCADE,
      FOREIGN KEY (id_conta, id_questao) REFERENCES questao_anamnese (id_conta, id)
    )`.execute(db);
  await sql`CREATE INDEX modelo_anamnese_questao_questao_idx ON modelo_anamnese_questao (id_conta, id_questao)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS modelo_anamnese_questao`.execute(db);
  await sql`DROP TABLE IF EXISTS modelo_anamnese`.execute(db);
  await sql`DROP TABLE IF EXISTS questao_anamnese`.execute(db);
}
