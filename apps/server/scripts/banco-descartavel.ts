import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';

/**
 * A fresh, migrated database beside `urlBase`'s (as the test suite's global setup does), for the
 * benchmarks and the long fuzz run; `descartar` drops it. The apps using it must be closed first:
 * their pools' sockets may still be closing, so it waits for them before the FORCE drop (killing
 * them mid-close crashes the process on the pool's unhandled 'error').
 */
export async function bancoDescartavel(urlBase: string, prefixo: string) {
  const nome = `${prefixo}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: urlBase });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  const url = new URL(urlBase);
  url.pathname = `/${nome}`;
  const db = await createDb({ kind: 'postgres', url: url.toString(), max: 1 });
  await migrateToLatest(db);
  await db.destroy();
  const descartar = async () => {
    for (let i = 0; i < 50; i++) {
      const r = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        nome,
      ]);
      if (r.rows[0].n === 0) break;
      await new Promise((ok) => setTimeout(ok, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    await admin.end();
  };
  return { url: url.toString(), descartar };
}

/** The Postgres server the benchmarks use: TEST_DATABASE_URL's, DATABASE_URL's, else the local one. */
export const URL_BASE =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
