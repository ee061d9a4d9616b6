/**
 * `pnpm bench` (issue 20): the product through real HTTP under concurrency, against its ceiling in
 * the same run. Seeds the 100,000-patient clinic on the Postgres at DATABASE_URL (idempotent),
 * builds and starts the built server (`node dist/main.js`, production settings), logs in, and drives
 * it with autocannon (BENCH_CONEXOES connections × BENCH_SEGUNDOS seconds, default 10 × 10) on REST
 * and tRPC; the ceiling server (teto.ts) runs in this process on the same database. Prints a table
 * and writes it as JSON (BENCH_SAIDA, default bench-resultados/http-<time>.json at the repo root).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_pacientes pnpm bench
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../../src/db/kysely';
import { definirCobranca } from '../../src/testing/fabrica';
import { portaLivre } from '../../src/testing/instancias';
import { EMAIL_BENCH, escrever } from '../bench-alvo';
import { carregar, type Medida } from './carga';
import { iniciarTeto } from './teto';

const DIR_SERVIDOR = path.resolve(import.meta.dirname, '..', '..');
const CONEXOES = Number(process.env.BENCH_CONEXOES ?? 10);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 10);
const TERMOS = [
  'maria',
  'joao silva',
  'ana',
  'souza',
  'pereira',
  'jose',
  'lima',
  'carlos oliveira',
  'fernanda',
  'costa',
];
const PAGINAS = Array.from({ length: 50 }, (_, i) => i + 1);

async function esperar(url: string, ms = 60_000) {
  const fim = Date.now() + ms;
  while (Date.now() < fim) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`o servidor não respondeu em ${url}`);
}

/** The benchmark's database is created on its server when missing (the seed then fills it). */
async function criarBancoSeFaltar(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const nome = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const existe = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [nome]);
    if (existe.rowCount === 0) await admin.query(`CREATE DATABASE "${nome.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

/** The clinic's subscription active, so every clinic route answers (no 402). */
async function assinaturaAtiva(databaseUrl: string) {
  const db = await createDb({ kind: 'postgres', url: databaseUrl, max: 1 });
  try {
    const u = await db
      .selectFrom('usuario')
      .select('id_conta')
      .where('email', '=', EMAIL_BENCH)
      .executeTakeFirstOrThrow();
    await definirCobranca(db, u.id_conta, 'active');
  } finally {
    await db.destroy();
  }
}

function rodar(comando: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const r = spawnSync(comando, args, { cwd: DIR_SERVIDOR, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${comando} ${args.join(' ')} falhou`);
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) {
    escrever(
      'Defina DATABASE_URL (PostgreSQL), por exemplo postgres://postgres@127.0.0.1:5432/bench_pacientes',
    );
    process.exit(2);
  }
  await criarBancoSeFaltar(databaseUrl);
  // BENCH_SEM_SEED=1 and BENCH_SERVIDOR=<apps/server of another checkout, built> measure an older
  // build on a database seeded by that checkout (its own migrations): the before/after table.
  if (process.env.BENCH_SEM_SEED !== '1') rodar('pnpm', ['exec', 'tsx', 'scripts/seed-pacientes.ts']);
  await assinaturaAtiva(databaseUrl);
  if (process.env.BENCH_SEM_BUILD !== '1') rodar('pnpm', ['build']);

  const segredo = randomBytes(32).toString('base64url');
  const porta = await portaLivre();
  const base = `http://127.0.0.1:${porta}`;
  const servidor: ChildProcess = spawn('node', ['dist/main.js'], {
    cwd: process.env.BENCH_SERVIDOR ?? DIR_SERVIDOR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: segredo,
      PORT: String(porta),
      HOST: '127.0.0.1',
      DEMO_SEED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const teto = await iniciarTeto(databaseUrl, segredo, CONEXOES);
  try {
    await esperar(`${base}/api/saude`);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL_BENCH, senha: 'bench12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    if (!token) throw new Error(`login falhou: ${login.status}`);

    const trpc = (proc: string, input: unknown) =>
      `/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`;
    const q = (t: string) => encodeURIComponent(t);
    const cenarios: { nome: string; produto: [string, string[]][]; teto: string[] }[] = [
      {
        nome: 'menor chamada autenticada',
        produto: [['REST GET /api/assinatura', ['/api/assinatura']]],
        teto: ['/teto/sessao'],
      },
      {
        nome: 'busca de pacientes, página 1 com total',
        produto: [
          ['REST', TERMOS.map((t) => `/api/pacientes?q=${q(t)}&page=1&limit=15`)],
          ['tRPC', TERMOS.map((t) => trpc('paciente.list', { q: t, page: 1, limit: 15 }))],
        ],
        teto: TERMOS.map((t) => `/teto/busca?q=${q(t)}`),
      },
      {
        nome: 'página da lista com total',
        produto: [
          ['REST', PAGINAS.map((p) => `/api/pacientes?page=${p}&limit=15`)],
          ['tRPC', PAGINAS.map((p) => trpc('paciente.list', { q: '', page: p, limit: 15 }))],
        ],
        teto: PAGINAS.map((p) => `/teto/pagina?page=${p}`),
      },
    ];

    const opcoes = (rotulo: [string, string]) => ({ conexoes: CONEXOES, segundos: SEGUNDOS, token, rotulo });
    const linhas: (Medida & { teto_req_s: number | null; razao: number | null })[] = [];
    const nada = await carregar(teto.url, ['/teto/nada'], opcoes(['rota vazia (Fastify)', 'teto']));
    linhas.push({ ...nada, teto_req_s: null, razao: null });
    // BENCH_CENARIO=<part of a scenario's name> runs only that one (comparing builds on one call).
    const so = process.env.BENCH_CENARIO;
    for (const c of cenarios.filter((x) => !so || x.nome.includes(so))) {
      const t = await carregar(teto.url, c.teto, opcoes([c.nome, 'teto']));
      linhas.push({ ...t, teto_req_s: null, razao: null });
      for (const [superficie, caminhos] of c.produto) {
        const m = await carregar(base, caminhos, opcoes([c.nome, superficie]));
        linhas.push({ ...m, teto_req_s: t.req_s, razao: +(m.req_s / t.req_s).toFixed(2) });
      }
    }
    imprimir(linhas);
    const falhas = linhas.filter((l) => l.erros > 0 || l.nao_2xx > 0);
    if (falhas.length > 0) {
      escrever(`\nATENÇÃO: ${falhas.length} linha(s) com erros ou respostas não-2xx; os números não valem.`);
      process.exitCode = 1;
    }
    const saida =
      process.env.BENCH_SAIDA ??
      path.resolve(
        DIR_SERVIDOR,
        '..',
        '..',
        'bench-resultados',
        `http-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      );
    fs.mkdirSync(path.dirname(saida), { recursive: true });
    fs.writeFileSync(
      saida,
      `${JSON.stringify({ quando: new Date().toISOString(), conexoes: CONEXOES, segundos: SEGUNDOS, linhas }, null, 2)}\n`,
    );
    escrever(`\nJSON: ${saida}`);
  } finally {
    servidor.kill('SIGTERM');
    await teto.fechar();
  }
}

function imprimir(linhas: (Medida & { teto_req_s: number | null; razao: number | null })[]) {
  escrever(`\n${CONEXOES} conexões × ${SEGUNDOS} s por linha\n`);
  escrever(
    '| cenário | superfície | req/s | teto req/s | razão | p50 ms | p97.5 ms | p99 ms | erros/não-2xx |',
  );
  escrever('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const l of linhas)
    escrever(
      `| ${l.cenario} | ${l.superficie} | ${l.req_s} | ${l.teto_req_s ?? '—'} | ${l.razao ?? '—'} | ${l.p50_ms} | ${l.p97_5_ms} | ${l.p99_ms} | ${l.erros}/${l.nao_2xx} |`,
    );
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
