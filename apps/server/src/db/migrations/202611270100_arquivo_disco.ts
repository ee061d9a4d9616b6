import { type Kysely, sql } from 'kysely';

/**
 * Files stream (issue 18.5): the `arquivo` row may now keep only metadata and the key of a file
 * on disk (embedded mode, DATA_DIR/arquivos) instead of the bytes. Exactly one of the two is set.
 * `conteudo` is stored EXTERNAL (uncompressed TOAST), so `substring()` reads a chunk without
 * detoasting the whole value: downloads from the table stream in chunks too.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE arquivo ALTER COLUMN conteudo DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE arquivo ALTER COLUMN conteudo SET STORAGE EXTERNAL`.execute(db);
  await sql`ALTER TABLE arquivo ADD COLUMN chave text`.execute(db);
  await sql`
    ALTER TABLE arquivo ADD CONSTRAINT arquivo_bytes_ou_chave
      CHECK ((conteudo IS NULL) <> (chave IS NULL))`.execute(db);
  await sql`CREATE UNIQUE INDEX arquivo_chave_idx ON arquivo (chave) WHERE chave IS NOT NULL`.execute(db);
}
