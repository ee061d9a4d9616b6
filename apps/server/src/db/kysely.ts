import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// Dates stay strings: a `date` column must never pass through a UTC conversion (DECISIONS.md 7).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// bigint counts and ids fit comfortably in a JS number for this product.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type DbTarget =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir: string | null };

/** Opens the database: real Postgres by URL, or embedded PGlite (memory when dataDir is null). */
export async function createDb(target: DbTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.max ?? 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    extensions: { pg_trgm, unaccent, btree_gist },
    parsers: { 1082: (v: string) => v, 20: (v: string) => Number(v) },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
