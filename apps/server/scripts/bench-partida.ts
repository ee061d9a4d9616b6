import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { iniciarInstancia } from '../src/testing/instancias';
import { escrever } from './bench-alvo';

/*
 * The start (issue 20): the built server (`dist/main.js`, `pnpm build` first) on the embedded
 * database, from the process start to the first 200 of GET /api/saude.
 *   first start: an empty DATA_DIR — PGlite created, every migration, the demo seed;
 *   warm:        the same DATA_DIR again — the database opened, nothing left to migrate or seed.
 * BENCH_RODADAS (default 3) rounds of each; the median is the figure. Targets: ≤ 6 s and ≤ 3 s.
 * The server is started as the multi-instance test starts it (testing/instancias.ts: only PATH,
 * HOME and what is given here reach it; /api/saude polled every 100 ms).
 */

const DIR_SERVIDOR = path.resolve(import.meta.dirname, '..');
const RODADAS = Number(process.env.BENCH_RODADAS ?? 3);

/** Milliseconds from spawning the server to its first 200 on /api/saude; the server is then stopped. */
async function medirPartida(dataDir: string): Promise<number> {
  const inicio = performance.now();
  const servidor = await iniciarInstancia('servidor', { NODE_ENV: 'production', DATA_DIR: dataDir });
  const ms = performance.now() - inicio;
  await servidor.parar();
  return ms;
}

const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? Number.NaN;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!fs.existsSync(path.join(DIR_SERVIDOR, 'dist', 'main.js'))) {
    escrever('Falta o build: rode `pnpm --filter @clinica/server build` antes.');
    process.exit(2);
  }
  const primeira: number[] = [];
  const morna: number[] = [];
  for (let i = 0; i < RODADAS; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-partida-'));
    try {
      primeira.push(await medirPartida(dataDir));
      morna.push(await medirPartida(dataDir));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  escrever('| partida | rodadas | mediana | alvo |');
  escrever('| --- | --- | --- | --- |');
  escrever(
    `| primeira (banco vazio, migrações, demo) | ${primeira.map(s).join(', ')} | ${s(mediana(primeira))} | ≤ 6 s |`,
  );
  escrever(`| morna (mesmo DATA_DIR) | ${morna.map(s).join(', ')} | ${s(mediana(morna))} | ≤ 3 s |`);
  if (mediana(primeira) > 6000 || mediana(morna) > 3000) process.exitCode = 1;
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
