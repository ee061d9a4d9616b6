import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/*
 * Real server processes for the multi-instance test (issue 21): the BUILT bundle
 * (`node dist/main.js`), as production runs it, each on its own port, all on one database.
 */

const DIR_SERVIDOR = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE = path.join(DIR_SERVIDOR, 'dist', 'main.js');

/** Newest modification time among the sources the bundle is built from (tests excluded). */
function fontesMaisNovas(dir: string): number {
  let maior = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'testing' && e.name !== 'node_modules') maior = Math.max(maior, fontesMaisNovas(p));
    } else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
      maior = Math.max(maior, statSync(p).mtimeMs);
    }
  }
  return maior;
}

/**
 * The bundle must be built from the current sources: turbo builds it before this package's
 * tests (turbo.json); a direct vitest run after an edit needs `pnpm --filter @clinica/server build`.
 */
export function conferirBundle() {
  let bundle: number;
  try {
    bundle = statSync(BUNDLE).mtimeMs;
  } catch {
    throw new Error(`${BUNDLE} não existe: rode pnpm --filter @clinica/server build`);
  }
  const raiz = path.join(DIR_SERVIDOR, '..', '..', 'packages');
  const fontes = Math.max(
    fontesMaisNovas(path.join(DIR_SERVIDOR, 'src')),
    fontesMaisNovas(path.join(raiz, 'domain', 'src')),
    fontesMaisNovas(path.join(raiz, 'contracts', 'src')),
  );
  if (fontes > bundle) {
    throw new Error('dist/main.js é mais antigo que o código: rode pnpm --filter @clinica/server build');
  }
}

/** A fresh database beside `urlBase`'s; `descartar` drops it (the servers must be stopped first). */
export async function bancoNovo(urlBase: string, prefixo = 'clinica_teste') {
  const nome = `${prefixo}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: urlBase });
  // Held until `descartar`: a server shut down first (an interrupted run) must not crash the runner.
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  const url = new URL(urlBase);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    descartar: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function portaLivre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as AddressInfo;
  await new Promise((ok) => s.close(ok));
  return port;
}

export type Instancia = {
  nome: string;
  url: string;
  saida: () => string;
  /** The process is still running (not exited, not killed). */
  ativa: () => boolean;
  parar: () => Promise<void>;
};

/**
 * Starts `node dist/main.js` with `env` on a free port and waits for /api/saude. `eco` also
 * receives the server's output as it comes (the e2e wrapper shows it in Playwright's report).
 */
export async function iniciarInstancia(
  nome: string,
  env: Record<string, string>,
  eco?: (texto: string) => void,
): Promise<Instancia> {
  const porta = await portaLivre();
  const url = `http://127.0.0.1:${porta}`;
  const filho: ChildProcess = spawn(process.execPath, [BUNDLE], {
    cwd: DIR_SERVIDOR,
    // Only what the server needs: nothing of the test runner's environment leaks in.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...env,
      PORT: String(porta),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  for (const fluxo of [filho.stdout, filho.stderr]) {
    fluxo?.on('data', (d) => {
      log += d;
      eco?.(String(d));
    });
  }
  const saiu = new Promise<void>((ok) => filho.once('exit', () => ok()));
  const limite = Date.now() + 60_000;
  for (;;) {
    if (filho.exitCode !== null) throw new Error(`${nome} saiu ao iniciar (${filho.exitCode}):\n${log}`);
    const ok = await fetch(`${url}/api/saude`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > limite) throw new Error(`${nome} não respondeu em 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    nome,
    url,
    saida: () => log,
    ativa: () => filho.exitCode === null && filho.signalCode === null,
    parar: async () => {
      if (filho.exitCode !== null) return;
      filho.kill('SIGTERM');
      const morto = setTimeout(() => filho.kill('SIGKILL'), 10_000);
      await saiu;
      clearTimeout(morto);
    },
  };
}

/**
 * A stand-in for the WhatsApp Cloud API (Graph `POST /{phone-id}/messages`) that every instance
 * sends to: it records each message's template parameters, so the test counts real sends.
 */
export async function whatsappFalso(): Promise<{
  base: string;
  enviados: string[][];
  fechar: () => Promise<void>;
}> {
  const enviados: string[][] = [];
  const servidor: Server = createServer((req, res) => {
    let corpo = '';
    req.on('data', (d) => {
      corpo += d;
    });
    req.on('end', () => {
      const m = JSON.parse(corpo || '{}');
      enviados.push((m.template?.components?.[0]?.parameters ?? []).map((p: { text: string }) => p.text));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ messages: [{ id: `wamid.${enviados.length}` }] }));
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const { port } = servidor.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    enviados,
    fechar: () => new Promise((ok) => servidor.close(() => ok())),
  };
}
