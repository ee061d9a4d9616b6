import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { createDb } from '../db/kysely';
import { criarDeps } from '../platform/criar-deps';
import { PARAMETROS_TESTE } from '../platform/senha';
import { type AppDeTeste, SEGREDO_TESTE } from './app-de-teste';
import { bancoNovo, conferirBundle, type Instancia, iniciarInstancia } from './instancias';

/*
 * The BUILT server behind the AppDeTeste shape (issue 33, DECISIONS 25): `node dist/main.js` as
 * `pnpm start` runs it, on the run's database, and an `app` whose `inject` speaks real HTTP to it,
 * so a suite written against the sources (rest(), trpc(), app.inject()) runs unchanged against
 * what ships. `deps` and `db` are the sources' own, on the same database, for the testing
 * factories that write test data directly.
 */

type Injecao = {
  method?: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** What the suites read of light-my-request's answer. */
type RespostaInjetada = {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  rawPayload: Buffer;
  json: () => any;
};

async function injetarPorHttp(base: string, o: Injecao): Promise<RespostaInjetada> {
  const headers: Record<string, string> = { ...o.headers };
  let body: string | Buffer | undefined;
  if (typeof o.payload === 'string' || Buffer.isBuffer(o.payload)) body = o.payload;
  else if (o.payload !== undefined) {
    body = JSON.stringify(o.payload);
    headers['content-type'] ??= 'application/json';
  }
  const r = await fetch(`${base}${o.url}`, {
    method: o.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  const rawPayload = Buffer.from(await r.arrayBuffer());
  const texto = rawPayload.toString('utf8');
  return {
    statusCode: r.status,
    headers: Object.fromEntries(r.headers),
    body: texto,
    rawPayload,
    json: () => JSON.parse(texto),
  };
}

/** How the suites start the built server: the run's database, no demo, no worker, no network. */
const ambienteDoBundle = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  JWT_SECRET: SEGREDO_TESTE,
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  LEMBRETES_WORKER: 'false',
  IMPORTACOES_WORKER: 'false',
  ARQUIVOS: 'postgres',
  CEP_PROVIDER: 'offline',
  WEB_DIST: '/nao-existe',
  // Suites sign up through HTTP dozens of times from one address.
  CADASTRO_LIMITE_HORA: '1000',
});

/**
 * The built server alone on a fresh database beside `urlBase`'s, for tests that speak raw HTTP to
 * it (a Postgres start is seconds even on a loaded machine; PGlite's start has its own journey,
 * e2e/tests/plataforma/embutido.spec.ts).
 */
export async function iniciarBundleEmBancoNovo(
  urlBase: string,
  nome: string,
): Promise<{ servidor: Instancia; fechar: () => Promise<void> }> {
  conferirBundle();
  const banco = await bancoNovo(urlBase, `clinica_${nome}`);
  const servidor = await iniciarInstancia(nome, ambienteDoBundle(banco.url));
  return {
    servidor,
    fechar: async () => {
      await servidor.parar();
      await banco.descartar();
    },
  };
}

export async function criarAppDoBundle(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<AppDeTeste> {
  conferirBundle();
  const ambiente = { ...ambienteDoBundle(databaseUrl), ...env };
  const servidor = await iniciarInstancia('bundle', ambiente);
  const db = await createDb({ kind: 'postgres', url: databaseUrl, max: 4 });
  const config = loadConfig({ ...ambiente, LOG_LEVEL: 'silent' });
  const deps = criarDeps({ db, config, jwtSecret: SEGREDO_TESTE, parametrosSenha: PARAMETROS_TESTE });
  // Only `inject` is there: the suites that run on the bundle call nothing else of the app.
  const app = { inject: (o: Injecao) => injetarPorHttp(servidor.url, o) } as unknown as FastifyInstance;
  return {
    app,
    db,
    deps,
    rotas: [],
    fechar: async () => {
      await servidor.parar();
      await db.destroy();
    },
  };
}
