import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type CenarioLoja,
  creditarLoja,
  criarAppDeTeste,
  criarCenarioLoja,
  rest,
} from '../../testing';

/**
 * Issue 16: "a withdrawal can't exceed the balance even under 30 concurrent requests". The calls
 * go through the real HTTP stack at once; on Postgres the app's pool runs them on several
 * connections (real contention on the wallet's row lock), on PGlite one after the other. Either
 * way the invariants below must hold, and each scenario also checks that work did happen.
 */
let t: AppDeTeste;
let c: CenarioLoja;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await criarCenarioLoja(t.deps, t.app);
});
afterAll(() => t.fechar());

const VEZES = 30;

async function debitos(idLoja: number) {
  const r = await t.db
    .selectFrom('carteira_movimento')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>('valor'), eb.lit(0)).as('soma'),
    ])
    .where('id_loja', '=', idLoja)
    .where('tipo', '=', 'D')
    .executeTakeFirstOrThrow();
  return { n: Number(r.n), soma: Number(r.soma) };
}

const saldo = async (token: string) =>
  (await rest(t.app, 'GET', '/api/loja/wallet', undefined, token)).body.balance;

describe('saques concorrentes', () => {
  it('30 pedidos de saque ao mesmo tempo: exatamente um fica pendente', async () => {
    await creditarLoja(t.db, c.a.idConta, c.dono.idLoja!, 10_000);
    const respostas = await Promise.all(
      Array.from({ length: VEZES }, () =>
        rest(t.app, 'POST', '/api/loja/wallet/withdraw', { value: 10 }, c.dono.token),
      ),
    );
    const status = respostas.map((r) => r.status).sort();
    expect(status.filter((s) => s === 201)).toHaveLength(1);
    expect(status.filter((s) => s === 409)).toHaveLength(VEZES - 1);
    const pendentes = await t.db
      .selectFrom('saque')
      .select('id')
      .where('id_loja', '=', c.dono.idLoja!)
      .where('status', '=', 'pending')
      .execute();
    expect(pendentes).toHaveLength(1);

    // 30 operators approving the same request at once: one debit, the others find it decided.
    const id = pendentes[0]!.id;
    const decisoes = await Promise.all(
      Array.from({ length: VEZES }, () =>
        rest(t.app, 'PUT', `/api/loja/wallet/withdraws/${id}`, { status: 'approved' }, c.operador.token),
      ),
    );
    expect(decisoes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(decisoes.filter((r) => r.status === 409)).toHaveLength(VEZES - 1);
    expect(await debitos(c.dono.idLoja!)).toEqual({ n: 1, soma: 1_000 });
    expect(await saldo(c.dono.token)).toBe(90);
  });

  it('30 fluxos pedir→aprovar em paralelo nunca levam o saldo abaixo de zero', async () => {
    const loja = c.outroDono.idLoja!;
    await creditarLoja(t.db, c.a.idConta, loja, 10_000);
    // R$ 15 each: at most 6 of them fit in R$ 100, whatever the interleaving.
    const fluxo = async () => {
      let aprovados = 0;
      for (let tentativa = 0; tentativa < 4; tentativa++) {
        const pedido = await rest(
          t.app,
          'POST',
          '/api/loja/wallet/withdraw',
          { value: 15 },
          c.outroDono.token,
        );
        if (pedido.status !== 201) continue;
        const d = await rest(
          t.app,
          'PUT',
          `/api/loja/wallet/withdraws/${pedido.body.id}`,
          { status: 'approved' },
          c.operador.token,
        );
        if (d.status === 200) aprovados++;
      }
      return aprovados;
    };
    const aprovados = (await Promise.all(Array.from({ length: VEZES }, fluxo))).reduce((a, b) => a + b, 0);
    const d = await debitos(loja);
    expect(aprovados).toBeGreaterThan(0);
    expect(aprovados).toBeLessThanOrEqual(6);
    expect(d).toEqual({ n: aprovados, soma: aprovados * 1_500 });
    const final = await saldo(c.outroDono.token);
    expect(final).toBe(100 - aprovados * 15);
    expect(final).toBeGreaterThanOrEqual(0);
  });
});
