import { type Kysely, sql } from 'kysely';

/**
 * Staff are told (issue 19): an in-app notification for the staff member who created a document
 * or an anamnesis, written in the same transaction as the patient's signature. The row keeps ids
 * and the document's own title, not the patient's name (read from `paciente` when listed, so a
 * corrected name shows corrected and nothing personal is copied here).
 * Documents and anamneses learn who created them (`id_criado_por`, null for older rows): a plain id,
 * no foreign key, because a signed row is immutable (a SET NULL on deleting the user would be an
 * UPDATE the trigger refuses, and the user's deletion with it).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const tabela of ['paciente_termo', 'paciente_anamnese']) {
    await db.schema.alterTable(tabela).addColumn('id_criado_por', 'integer').execute();
  }
  await sql`
    CREATE TABLE notificacao (
      id bigserial PRIMARY KEY,
      id_conta integer NOT NULL,
      id_usuario integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
      tipo text NOT NULL CHECK (tipo IN ('documento_assinado', 'anamnese_assinada')),
      id_paciente integer NOT NULL,
      id_recurso integer NOT NULL,
      titulo text NOT NULL,
      texto text NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      lida_em timestamptz,
      FOREIGN KEY (id_conta, id_paciente) REFERENCES paciente (id_conta, id) ON DELETE CASCADE
    )`.execute(db);
  // The bell's count and the panel's page: one user's unread first, newest first.
  await sql`
    CREATE INDEX notificacao_usuario_idx
      ON notificacao (id_conta, id_usuario, lida_em, criado_em DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS notificacao`.execute(db);
  for (const tabela of ['paciente_termo', 'paciente_anamnese']) {
    await db.schema.alterTable(tabela).dropColumn('id_criado_por').execute();
  }
}
