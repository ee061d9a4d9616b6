#!/usr/bin/env node
/*
 * `pnpm test`: every check the project has, in the order that keeps two cores busy (issue 33).
 *
 *   1. lint (biome, knip)                          — seconds
 *   2. the web and server builds                   — the journeys and the REST suite test these
 *   3. at the same time:
 *        - turbo: typecheck of every package and every unit/contract suite, two at a time
 *        - the Playwright journeys against the built server
 *
 * Run one after the other (the way it was), the journeys waited for the turbo stage while
 * neither kept both cores busy: the journeys spend much of their time waiting on the browser and
 * the network, the contract suite on Postgres. Side by side they share the cores instead
 * (docs/decisions.md, "Where the test command's time goes", session 18).
 *
 * Both halves always run to the end, so one run reports every failure; the exit code is non-zero
 * if either failed. A table of where the time went is printed last.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const TURBO_ENV = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const tempos = [];
const filhos = new Set();

function segundos(ms) {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

/** Runs a command; with a prefix its lines are labelled (two streams share the terminal). */
function rodar(nome, comando, args, { prefixo = null, env = process.env } = {}) {
  const inicio = Date.now();
  return new Promise((resolve) => {
    const filho = spawn(comando, args, {
      env,
      stdio: prefixo ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true, // its own process group, so an interruption reaches its children too
    });
    filhos.add(filho);
    if (prefixo) {
      for (const fluxo of [filho.stdout, filho.stderr]) {
        const saida = fluxo === filho.stdout ? process.stdout : process.stderr;
        readline.createInterface({ input: fluxo }).on('line', (l) => saida.write(`${prefixo}${l}\n`));
      }
    }
    filho.on('exit', (codigo, sinal) => {
      filhos.delete(filho);
      const ok = codigo === 0;
      tempos.push({ nome, ms: Date.now() - inicio, ok: ok ? 'ok' : `falhou (${codigo ?? sinal})` });
      resolve(ok);
    });
  });
}

// Ctrl-C or CI's SIGTERM: pass it on to every group and let them close (the journeys' server
// drops its database on SIGTERM), then leave with the signal's code.
for (const sinal of ['SIGINT', 'SIGTERM']) {
  process.on(sinal, () => {
    for (const f of filhos) {
      try {
        process.kill(-f.pid, sinal);
      } catch {}
    }
    setTimeout(() => process.exit(130), 20_000).unref();
  });
}

function resumo(inicio) {
  console.info('\nOnde o tempo foi:');
  for (const t of tempos) console.info(`  ${t.nome.padEnd(44)} ${segundos(t.ms).padStart(12)}  ${t.ok}`);
  console.info(`  ${'total'.padEnd(44)} ${segundos(Date.now() - inicio).padStart(12)}`);
}

const inicio = Date.now();
const etapas = [
  ['lint (biome, knip)', 'pnpm', ['run', 'lint']],
  [
    'build: web e servidor',
    'turbo',
    ['run', 'build', '--filter=@clinica/web', '--filter=@clinica/server', '--output-logs=errors-only'],
  ],
];
for (const [nome, comando, args] of etapas) {
  if (!(await rodar(nome, comando, args, { env: TURBO_ENV }))) {
    resumo(inicio);
    process.exit(1);
  }
}

const [turboOk, jornadasOk] = await Promise.all([
  // --only: the builds above are done; a rebuild would rewrite the bundle the journeys run.
  rodar(
    'turbo: typecheck + testes unitários e de contrato',
    'turbo',
    ['run', 'typecheck', 'test', '--only', '--concurrency=2', '--output-logs=new-only'],
    { env: TURBO_ENV },
  ),
  // Two journey workers: one leaves a core idle whenever the turbo stage is done or waiting on
  // Postgres, and the journeys are the longer half (docs/decisions.md, session 19).
  rodar('jornadas (Playwright, servidor construído)', 'pnpm', ['--filter', '@clinica/e2e', 'jornadas'], {
    prefixo: 'jornadas: ',
    env: { ...process.env, E2E_WORKERS: process.env.E2E_WORKERS ?? '2' },
  }),
]);
resumo(inicio);
process.exit(turboOk && jornadasOk ? 0 : 1);
