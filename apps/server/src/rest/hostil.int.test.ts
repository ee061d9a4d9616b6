import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste } from '../testing';
import { rodarHostil } from '../testing/hostil';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

/** 500 calls in `pnpm test`; `pnpm --filter @clinica/server fuzz:rest` runs as many as FUZZ_CASOS asks. */
const CASOS = Number(process.env.FUZZ_CASOS ?? 500);

describe('REST sob entrada hostil (toda rota do OpenAPI)', () => {
  it('achado do fuzz: TRACE/PUT em /trpc era 500 (o adaptador do tRPC lançava); agora 404, e /trpc fica fora do OpenAPI', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE'] as const)
      expect((await t.app.inject({ method, url: '/trpc/paciente.list' })).statusCode).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it(`${CASOS} chamadas geradas: nenhuma resposta ≥ 500, recusa não muda nada, a outra clínica nunca muda`, {
    // About 33 s on a quiet two-core machine; past 120 s once with the turbo stage's other suites
    // and another job on the same cores (session 16). A hang guard, not a speed target.
    timeout: 300_000,
  }, async () => {
    const achados = await rodarHostil(t, { casos: CASOS });
    expect(achados).toEqual([]);
  });
});
