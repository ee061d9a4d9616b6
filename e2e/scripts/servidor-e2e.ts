/**
 * The server the e2e suite talks to (started by Playwright's `webServer`, run with tsx).
 *
 * - A fresh database per run: `clinica_e2e_<timestamp>_<rand>` created on TEST_DATABASE_URL,
 *   or an in-memory PGlite when that variable is unset. Migrated to the latest schema.
 * - The real app from `buildApp` (APIs + the built web app in apps/web/dist or WEB_DIST).
 * - Fixture routes under `/__e2e/` that call the server's testing factories. They exist only
 *   in this wrapper, never in the production app.
 * - On SIGTERM/SIGINT (Playwright's gracefulShutdown) or any exit: closes the app and drops
 *   the database.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  buildApp,
  createDb,
  criarDeps,
  type Db,
  type Deps,
  loadConfig,
  migrateToLatest,
} from '@clinica/server';
import {
  creditarLoja,
  criarClinica,
  criarLoja,
  criarUsuarioComPermissoes,
  criarUsuarioLoja,
  definirCobranca,
  PARAMETROS_TESTE,
  SEGREDO_TESTE,
} from '@clinica/server/testing';
import pg from 'pg';

type App = Awaited<ReturnType<typeof buildApp>>;
type StatusCobranca = NonNullable<Parameters<typeof definirCobranca>[2]>;

const STATUS_COBRANCA: readonly StatusCobranca[] = ['trialing', 'active', 'past_due', 'canceled'];
const PORTA = Number(process.env.E2E_PORT ?? 4173);
const HOST = '127.0.0.1';
const URL_ADMIN = process.env.TEST_DATABASE_URL?.trim() || null;

const log = (msg: string) => console.info(`[servidor-e2e] ${msg}`);

// ---------------------------------------------------------------- database lifecycle

type Banco = { db: Db; nome: string | null; url: string | null };

let banco: Banco | null = null;
let app: App | null = null;
/** Name of the Postgres database this process created and has not dropped yet. */
let bancoPendente: string | null = null;

const citar = (nome: string) => `"${nome.replaceAll('"', '""')}"`;

async function comAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: URL_ADMIN! });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function abrirBanco(): Promise<Banco> {
  if (!URL_ADMIN) {
    log('TEST_DATABASE_URL não definida: usando PGlite em memória');
    const db = await createDb({ kind: 'pglite', dataDir: null });
    await migrateToLatest(db);
    return { db, nome: null, url: null };
  }
  const nome = `clinica_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await comAdmin((c) => c.query(`CREATE DATABASE ${citar(nome)}`));
  bancoPendente = nome;
  const url = new URL(URL_ADMIN);
  url.pathname = `/${nome}`;
  log(`banco Postgres ${nome} criado em ${url.host}`);
  const db = await createDb({ kind: 'postgres', url: url.toString(), max: 8 });
  await migrateToLatest(db);
  return { db, nome, url: url.toString() };
}

async function apagarBanco() {
  const nome = bancoPendente;
  if (!nome) return;
  await comAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${citar(nome)} WITH (FORCE)`));
  bancoPendente = null;
  log(`banco ${nome} apagado`);
}

/** Last resort when the process exits without the async clean-up: drop synchronously in a child. */
function apagarBancoSincrono() {
  const nome = bancoPendente;
  if (!nome || !URL_ADMIN) return;
  const pgPath = createRequire(import.meta.url).resolve('pg');
  const codigo = `
    const { Client } = require(${JSON.stringify(pgPath)});
    const c = new Client({ connectionString: process.env.URL_ADMIN });
    c.connect()
      .then(() => c.query('DROP DATABASE IF EXISTS ' + process.env.NOME_BANCO + ' WITH (FORCE)'))
      .then(() => c.end())
      .catch((e) => { console.error(e); process.exit(1); });`;
  const r = spawnSync(process.execPath, ['-e', codigo], {
    env: { ...process.env, URL_ADMIN, NOME_BANCO: citar(nome) },
    stdio: 'inherit',
    timeout: 15_000,
  });
  if (r.status === 0) {
    bancoPendente = null;
    log(`banco ${nome} apagado (na saída)`);
  } else {
    console.error(`[servidor-e2e] não consegui apagar o banco ${nome}; apague-o manualmente.`);
  }
}

const comPrazo = <T>(p: Promise<T>, ms: number, oque: string) =>
  Promise.race([
    p,
    new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`${oque}: tempo esgotado`)), ms).unref()),
  ]);

let encerrando: Promise<void> | null = null;

/** Closes the app, the pool and drops the database. Idempotent; every step is best effort. */
function encerrar(): Promise<void> {
  encerrando ??= (async () => {
    const passos: [string, () => Promise<unknown> | undefined][] = [
      ['fechar o app', () => app?.close()],
      ['fechar o banco', () => banco?.db.destroy()],
      ['apagar o banco', () => apagarBanco()],
    ];
    for (const [oque, fn] of passos) {
      try {
        await comPrazo(Promise.resolve(fn()), 10_000, oque);
      } catch (e) {
        console.error(`[servidor-e2e] falha ao ${oque}:`, e);
      }
    }
  })();
  return encerrando;
}

// ---------------------------------------------------------------- fixture routes

const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const ehId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const ehStatus = (v: unknown): v is StatusCobranca | null =>
  v === null || STATUS_COBRANCA.includes(v as StatusCobranca);

type Resposta = { status(codigo: number): { send(corpo: unknown): unknown } };
const invalido = (reply: Resposta, message: string) =>
  reply.status(400).send({ message, code: 'E2E_ENTRADA_INVALIDA' });

/**
 * POST /__e2e/clinica     {nome?, cobranca?}             → {idConta, idUsuario, email, senha}
 * POST /__e2e/usuario     {idConta, chaves, tipo?, ativo?, nome?} → {idUsuario, idPerfil, email, senha, nome}
 * POST /__e2e/cobranca  {idConta, status}                → {ok: true}
 * POST /__e2e/loja-carteira {}  → a clinic with a store operator and a store owner whose store has
 *   money (R$ 500,00 available, R$ 120,00 to release): {operador, dono: {email, senha, nome}, loja}
 * POST /__e2e/loja-configuracao {} → a clinic with a store operator (admin, a bare store), a store
 *   owner (admin_store, store 'Banda da Lia') and an advisor without a store:
 *   {operador, dono: {email, senha, nome}, assessor: nome, slugOcupado}
 */
async function registrarRotasDeFixture(app: App, deps: Deps) {
  await app.register(
    async (f) => {
      f.post('/clinica', async (req, reply) => {
        const b = req.body ?? {};
        if (!ehObjeto(b)) return invalido(reply, 'corpo deve ser um objeto');
        if (b.nome !== undefined && typeof b.nome !== 'string') return invalido(reply, 'nome inválido');
        if (b.cobranca !== undefined && !ehStatus(b.cobranca)) {
          return invalido(reply, `cobranca deve ser ${STATUS_COBRANCA.join(', ')} ou null`);
        }
        return criarClinica(deps, {
          ...(b.nome === undefined ? {} : { nome: b.nome }),
          ...(b.cobranca === undefined ? {} : { cobranca: b.cobranca }),
        });
      });

      f.post('/usuario', async (req, reply) => {
        const b = req.body;
        if (!ehObjeto(b)) return invalido(reply, 'corpo deve ser um objeto');
        if (!ehId(b.idConta)) return invalido(reply, 'idConta inválido');
        if (!Array.isArray(b.chaves) || !b.chaves.every((c) => typeof c === 'string')) {
          return invalido(reply, 'chaves deve ser uma lista de strings');
        }
        if (b.tipo !== undefined && typeof b.tipo !== 'string') return invalido(reply, 'tipo inválido');
        if (b.ativo !== undefined && typeof b.ativo !== 'boolean') return invalido(reply, 'ativo inválido');
        if (b.nome !== undefined && typeof b.nome !== 'string') return invalido(reply, 'nome inválido');
        type Opts = NonNullable<Parameters<typeof criarUsuarioComPermissoes>[3]>;
        const opts: Opts = {
          ...(b.tipo === undefined ? {} : { tipo: b.tipo as NonNullable<Opts['tipo']> }),
          ...(b.ativo === undefined ? {} : { ativo: b.ativo }),
          ...(b.nome === undefined ? {} : { nome: b.nome }),
        };
        return criarUsuarioComPermissoes(deps.db, b.idConta, b.chaves as string[], opts);
      });

      f.post('/cobranca', async (req, reply) => {
        const b = req.body;
        if (!ehObjeto(b)) return invalido(reply, 'corpo deve ser um objeto');
        if (!ehId(b.idConta)) return invalido(reply, 'idConta inválido');
        if (!ehStatus(b.status)) {
          return invalido(reply, `status deve ser ${STATUS_COBRANCA.join(', ')} ou null`);
        }
        await definirCobranca(deps.db, b.idConta, b.status);
        return { ok: true };
      });
    },
    { prefix: '/__e2e' },
  );
  await app.register(
    async (f) => {
      f.post('/loja-carteira', async () => {
        const c = await criarClinica(deps);
        const operador = await criarUsuarioLoja(deps.db, c.idConta, 'admin', 'Olga Operadora');
        const dono = await criarUsuarioLoja(deps.db, c.idConta, 'admin_store', 'Davi Dono');
        const nomeLoja = `Loja do Davi ${randomBytes(2).toString('hex')}`;
        const loja = await criarLoja(deps.db, c.idConta, dono.idUsuario, nomeLoja);
        await deps.db.updateTable('loja').set({ cpf: '52998224725' }).where('id', '=', loja.id).execute();
        await creditarLoja(deps.db, c.idConta, loja.id, 30_000, { comprador: 'Ana Compradora' });
        await creditarLoja(deps.db, c.idConta, loja.id, 20_000, { comprador: 'Bruno; "Comprador"' });
        await creditarLoja(deps.db, c.idConta, loja.id, 12_000, { comprador: 'Carla Dias', liberado: false });
        return {
          operador: { email: operador.email, senha: operador.senha, nome: 'Olga Operadora' },
          dono: { email: dono.email, senha: dono.senha, nome: 'Davi Dono' },
          loja: { id: loja.id, nome: nomeLoja },
        };
      });
      f.post('/loja-configuracao', async () => {
        const c = await criarClinica(deps);
        const sufixo = randomBytes(2).toString('hex');
        const operador = await criarUsuarioLoja(deps.db, c.idConta, 'admin', 'Otávio Operador');
        await criarLoja(deps.db, c.idConta, operador.idUsuario, `Loja do Otávio ${sufixo}`);
        const dono = await criarUsuarioLoja(deps.db, c.idConta, 'admin_store', 'Lia Dona');
        const lojaDono = await criarLoja(deps.db, c.idConta, dono.idUsuario, 'Banda da Lia');
        await criarUsuarioLoja(deps.db, c.idConta, 'admin_store', `Assessor Novo ${sufixo}`);
        return {
          operador: { email: operador.email, senha: operador.senha, nome: 'Otávio Operador' },
          dono: { email: dono.email, senha: dono.senha, nome: 'Lia Dona' },
          assessor: `Assessor Novo ${sufixo}`,
          slugOcupado: lojaDono.slug,
        };
      });
    },
    { prefix: '/__e2e' },
  );
}

/**
 * The update prompt's journey (tests/plataforma/app-instalavel.spec.ts) needs a new version of
 * the app without rebuilding it: a browser holding the cookie `e2e_sw=<tag>` gets /sw.js with
 * a comment appended, so its service worker script differs and installs as a waiting version.
 * Other browsers (no cookie) get the file as built. Playwright cannot route the browser's own
 * service worker update fetch, hence the server side.
 */
function simularNovaVersaoDoServiceWorker(app: App) {
  const marca = (cookie: string | undefined) => /(?:^|;\s*)e2e_sw=([\w-]+)/.exec(cookie ?? '')?.[1];
  const ehSw = (url: string) => url.split('?')[0] === '/sw.js';
  app.addHook('onRequest', async (req) => {
    // Always the full body for a marked browser (no 304 from an earlier ETag), and the plain
    // file rather than its brotli copy, so the comment lands in JavaScript (issue 22).
    if (ehSw(req.url) && marca(req.headers.cookie)) {
      delete req.headers['if-none-match'];
      delete req.headers['if-modified-since'];
      delete req.headers['accept-encoding'];
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const tag = marca(req.headers.cookie);
    if (!tag || !ehSw(req.url) || reply.statusCode !== 200) return payload;
    const partes: Buffer[] = [];
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) partes.push(Buffer.from(payload));
    else for await (const p of payload as AsyncIterable<Buffer>) partes.push(Buffer.from(p));
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    return `${Buffer.concat(partes).toString('utf8')}\n// versão de teste ${tag}\n`;
  });
}

// ---------------------------------------------------------------- main

async function main() {
  process.on('SIGTERM', () => void encerrar().then(() => process.exit(0)));
  process.on('SIGINT', () => void encerrar().then(() => process.exit(0)));
  process.on('exit', apagarBancoSincrono);

  banco = await abrirBanco();
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    JWT_SECRET: SEGREDO_TESTE,
    DEMO_SEED: 'false',
    APP_URL: `http://${HOST}:${PORTA}`,
    HOST,
    PORT: String(PORTA),
    // Never call the real CEP service from the suite.
    CEP_PROVIDER: process.env.CEP_PROVIDER ?? 'offline',
    ...(banco.url ? { DATABASE_URL: banco.url } : {}),
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  app = await buildApp({
    config,
    db: banco.db,
    jwtSecret: SEGREDO_TESTE,
    parametrosSenha: PARAMETROS_TESTE,
    // Every journey signs up from 127.0.0.1 (and CI retries them): the production 5 an hour
    // would fail a retry, not find a bug. The limit itself is tested on the server.
    limites: { cadastro: { pontos: 100, janelaSeg: 3600 } },
  });

  const deps = criarDeps({
    db: banco.db,
    config,
    jwtSecret: SEGREDO_TESTE,
    parametrosSenha: PARAMETROS_TESTE,
  });
  // buildApp has not called ready(), so routes can still be added before listen().
  await registrarRotasDeFixture(app, deps);
  simularNovaVersaoDoServiceWorker(app);

  await app.listen({ port: PORTA, host: HOST });
  log(`ouvindo em http://${HOST}:${PORTA} (banco: ${banco.nome ?? 'PGlite em memória'})`);
}

main().catch(async (e) => {
  console.error('[servidor-e2e] falha ao iniciar:', e);
  await encerrar();
  process.exit(1);
});
