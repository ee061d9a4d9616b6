import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appRouter } from '../app-router';
import { SEGREDO_TESTE } from '../testing/app-de-teste';
import { type Desfecho, rodarHostilTransporte, tiposDeProcedimento } from '../testing/hostil-transporte';
import { bancoNovo, conferirBundle, type Instancia, iniciarInstancia } from '../testing/instancias';

/*
 * Issue 38: one multipart POST to /trpc hung the server for good. This run keeps the whole class
 * out: every REST route and tRPC procedure, with and without a session, gets bodies of every
 * content type sent whole, truncated, oversized and trickled, against the BUILT server in its
 * own process (a hang fails the run instead of freezing it). `FUZZ_TRANSPORTE_CASOS` cases
 * (300 here; `pnpm --filter @clinica/server fuzz:transporte` runs thousands), FUZZ_SEMENTE replays one.
 */
const CASOS = Number(process.env.FUZZ_TRANSPORTE_CASOS ?? 300);
const SEMENTE = process.env.FUZZ_SEMENTE ? Number(process.env.FUZZ_SEMENTE) : Date.now() % 2 ** 31;

let servidor: Instancia;
let banco: Awaited<ReturnType<typeof bancoNovo>> | undefined;
// On a database of its own beside the run's (a Postgres start is seconds even on a loaded machine;
// the embedded PGlite start has its own journey, e2e/tests/plataforma/embutido.spec.ts).
beforeAll(async () => {
  conferirBundle();
  banco = await bancoNovo(inject('databaseUrl'), 'clinica_transporte');
  servidor = await iniciarInstancia('transporte', {
    DATABASE_URL: banco.url,
    JWT_SECRET: SEGREDO_TESTE,
    CEP_PROVIDER: 'offline',
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nao-existe',
    LEMBRETES_WORKER: 'false',
  });
}, 120_000);
afterAll(async () => {
  await servidor?.parar();
  await banco?.descartar();
});

describe('transporte hostil contra o servidor construído (toda rota REST e todo procedimento tRPC)', () => {
  it(`${CASOS} requisições: nenhum 5xx, nenhuma sem resposta, /api/saude sempre em dia, log sem pilha`, {
    timeout: 600_000,
  }, async () => {
    const desfechos = new Map<Desfecho, number>();
    const achados = await rodarHostilTransporte(servidor, tiposDeProcedimento(appRouter), {
      casos: CASOS,
      semente: SEMENTE,
      aoDesfecho: (d) => desfechos.set(d, (desfechos.get(d) ?? 0) + 1),
    });
    expect(achados, `semente ${SEMENTE} (FUZZ_SEMENTE=${SEMENTE} repete)`).toEqual([]);
    // The run reached the routes: some calls were refused by size, some by type, some by session.
    expect([...desfechos.keys()]).toEqual(expect.arrayContaining([400, 401, 413, 415]));
  });
});
