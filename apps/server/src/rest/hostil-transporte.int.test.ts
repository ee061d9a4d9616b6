import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appRouter } from '../app-router';
import { iniciarBundleEmBancoNovo } from '../testing/app-do-bundle';
import { type Desfecho, rodarHostilTransporte, tiposDeProcedimento } from '../testing/hostil-transporte';
import type { Instancia } from '../testing/instancias';

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
let fechar: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ servidor, fechar } = await iniciarBundleEmBancoNovo(inject('databaseUrl'), 'transporte'));
}, 120_000);
afterAll(() => fechar?.());

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
