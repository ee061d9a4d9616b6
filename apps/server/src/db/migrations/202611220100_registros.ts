import { type Kysely, sql } from 'kysely';

/**
 * Search support and the simple registries (banks, categories).
 * f_busca: lower-case without accents, IMMUTABLE so expression indexes can use it; written
 * with translate() so it needs no extension (unaccent is not immutable and not everywhere).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION f_busca(texto text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
      SELECT lower(translate(texto,
        'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ',
        'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn'))
    $$`.execute(db);

  for (const tabela of ['banco', 'categoria']) {
    await sql
      .raw(`
      CREATE TABLE ${tabela} (
        id serial PRIMARY KEY,
        id_conta integer NOT NULL REFERENCES conta (id) ON DELETE CASCADE,
        nome text NOT NULL CHECK (char_length(nome) BETWEEN 1 AND 120),
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        UNIQUE (id_conta, id)
      )`)
      .execute(db);
    // One name per clinic, whatever the case or accents.
    await sql
      .raw(`CREATE UNIQUE INDEX ${tabela}_nome_key ON ${tabela} (id_conta, f_busca(nome))`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS categoria`.execute(db);
  await sql`DROP TABLE IF EXISTS banco`.execute(db);
  await sql`DROP FUNCTION IF EXISTS f_busca(text)`.execute(db);
}
