import { type Kysely, sql } from 'kysely';

/**
 * A clinic's message settings (issue 35): birthday greetings on or off and their text, the
 * return text (placeholders {nome} and {clinica}), and the channels it sends on, in order of
 * preference. No row means the defaults (greetings off, the default texts, WhatsApp then e-mail).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE mensagem_configuracao (
      id_conta integer PRIMARY KEY REFERENCES conta (id) ON DELETE CASCADE,
      aniversario_ativo boolean NOT NULL DEFAULT false,
      aniversario_texto text NOT NULL CHECK (char_length(aniversario_texto) BETWEEN 1 AND 1000),
      retorno_texto text NOT NULL CHECK (char_length(retorno_texto) BETWEEN 1 AND 1000),
      canais text[] NOT NULL DEFAULT '{whatsapp,email}'
        CHECK (canais <@ ARRAY['whatsapp', 'email']::text[]),
      atualizado_em timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE mensagem_configuracao`.execute(db);
}
