import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * The start (issue 20): the built server (`dist/main.js`, `pnpm build` first) on the embedded
 * database, from the process start to the first 200 of GET /api/saude.
 *   first start: an empty DATA_DIR — PGlite created, every migration, the demo seed;
 *   warm:        the same DATA_DIR again — the database opened, nothing left to migrate or seed.
 * BENCH_RODADAS (default 3) rounds of each; the median is the figure. Targets: ≤ 6 s and ≤ 3 s.
 */

const DIR_SERVIDOR = path.resolve(import.meta.dirname, '..');
const RODADAS = Number(process.env.BENCH_RODADAS ?? 3);
const escrever = (linha: string) => process.stdout.write(`${linha}\n`);

function portaLivre(): Promise<number> {
  return new Promise((ok, falha) => {
    const s = createServer();
    s.once('error', falha);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** Milliseconds from spawning the server to its first 200 on /api/saude; the server is then stopped. */
async function medirPartida(dataDir: string): Promise<number> {
  const porta = await portaLivre();
  const inicio = performance.now();
  const servidor: ChildProcess = spawn('node', ['dist/main.js'], {
    cwd: DIR_SERVIDOR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(porta),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const saiu = new Promise<never>((_, falha) =>
    servidor.once('exit', (codigo) =>
      falha(new Error(`o servidor saiu (código ${codigo}) antes de responder`)),
    ),
  );
  try {
    const pronto = (async () => {
      for (;;) {
        try {
          if ((await fetch(`http://127.0.0.1:${porta}/api/saude`)).ok) return performance.now() - inicio;
        } catch {}
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const limite = new Promise<never>((_, falha) =>
      setTimeout(() => falha(new Error('sem resposta em 60 s')), 60_000).unref(),
    );
    return await Promise.race([pronto, saiu, limite]);
  } finally {
    servidor.removeAllListeners('exit');
    const fim = new Promise((r) => servidor.once('exit', r));
    servidor.kill('SIGTERM');
    await fim;
  }
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
