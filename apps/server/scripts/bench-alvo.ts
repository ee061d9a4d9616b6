import path from 'node:path';
import { createDb, type Db } from '../src/db/kysely';

/**
 * The database the seed and the benchmark use: Postgres at DATABASE_URL, otherwise a PGlite
 * directory (BENCH_PGLITE_DIR, default apps/server/.data/bench-pglite), kept between runs.
 */
export async function abrirBancoBench(): Promise<{ db: Db; descricao: string }> {
  const url = process.env.DATABASE_URL;
  if (url)
    return { db: await createDb({ kind: 'postgres', url, max: 4 }), descricao: 'PostgreSQL (DATABASE_URL)' };
  const dir = path.resolve(
    process.env.BENCH_PGLITE_DIR ?? path.join(import.meta.dirname, '..', '.data', 'bench-pglite'),
  );
  return { db: await createDb({ kind: 'pglite', dataDir: dir }), descricao: `PGlite em ${dir}` };
}

export const EMAIL_BENCH = 'bench@clinica.app';
export const TOTAL_PACIENTES = Number(process.env.BENCH_PACIENTES ?? 100_000);

/** Scripts print to stdout (the linter keeps console out of the code base). */
export const escrever = (texto: string) => process.stdout.write(`${texto}\n`);
