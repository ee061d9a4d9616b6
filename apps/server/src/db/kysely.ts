import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.gen';

export type Db = Kysely<DB>;

// Dates stay strings: a `date` column must never pass through a UTC conversion (DECISIONS.md 7).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// bigint counts and ids fit comfortably in a JS number for this product.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type DbTarget =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir: string | null };

const pools = new WeakMap<Db, pg.Pool>();

/**
 * A statement every request runs (the session read), as a NAMED prepared statement on Postgres:
 * each connection plans it once. Sent unnamed, its planning (0.7 ms) cost three times its
 * execution (0.2 ms) on every request (issue 20). `nome` must be unique per text. PGlite (one
 * in-process connection) runs it as it is. Behind PgBouncer in transaction mode this needs
 * `max_prepared_statements` (PgBouncer 1.21+; docs/deploy.md).
 */
export async function consultaPreparada<R>(
  db: Db,
  nome: string,
  texto: string,
  valores: unknown[],
): Promise<R[]> {
  const pool = pools.get(db);
  if (pool) return (await pool.query({ name: nome, text: texto, values: valores })).rows as R[];
  return (await db.executeQuery<R>(CompiledQuery.raw(texto, valores))).rows;
}

/** Opens the database: real Postgres by URL, or embedded PGlite (memory when dataDir is null). */
export async function createDb(target: DbTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.max ?? 10 });
    // An idle connection the server ends (a restart, a failover, DROP DATABASE … WITH (FORCE))
    // is dropped by the pool and replaced on the next query; without a listener, its 'error'
    // event would be unhandled and end the process.
    pool.on('error', () => {});
    // The same for a connection ended while checked out between two statements (a transaction's,
    // a held lock's): the pool listens only to idle ones. The next statement on it fails with
    // the error and the pool throws the connection away.
    pool.on('connect', (cliente) => cliente.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    extensions: { pg_trgm, unaccent, btree_gist },
    parsers: { 1082: (v: string) => v, 20: (v: string) => Number(v) },
  });
  return new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
}
