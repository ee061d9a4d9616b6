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

/** Calls per scenario (BENCH_CHAMADAS, default 300) after AQUECIMENTO warm-up calls. */
export const CHAMADAS = Number(process.env.BENCH_CHAMADAS ?? 300);
export const AQUECIMENTO = 30;

const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;

/**
 * One scenario: warm-up calls, then CHAMADAS timed ones, as a table row with p50 and p95.
 * Measured call i is call AQUECIMENTO + i, so it doesn't repeat the warm-up's arguments.
 */
export async function medir(nome: string, chamada: (i: number) => Promise<unknown>) {
  for (let i = 0; i < AQUECIMENTO; i++) await chamada(i);
  const tempos: number[] = [];
  for (let i = 0; i < CHAMADAS; i++) {
    const t0 = performance.now();
    await chamada(AQUECIMENTO + i);
    tempos.push(performance.now() - t0);
  }
  tempos.sort((a, b) => a - b);
  return {
    cenário: nome,
    chamadas: CHAMADAS,
    p50_ms: +percentil(tempos, 50).toFixed(2),
    p95_ms: +percentil(tempos, 95).toFixed(2),
  };
}
