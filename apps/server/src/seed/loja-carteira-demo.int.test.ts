import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, type CenarioLoja, criarAppDeTeste, criarCenarioLoja, rest, trpc } from '../testing';
import { semearCarteirasDemo } from './loja-carteira-demo';

let t: AppDeTeste;
let c: CenarioLoja;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await criarCenarioLoja(t.deps, t.app);
});
afterAll(() => t.fechar());

const pagador = { nome: 'Pessoa Pagadora', email: 'pagadora@exemplo.com.br', whatsapp: '5511987654321' };

describe('dinheiro da loja de demonstração', () => {
  it('2.000 pedidos, créditos, saques (um pendente) e pagamentos de plano, em poucas consultas', async () => {
    const inicio = Date.now();
    await semearCarteirasDemo(
      t.db,
      c.a.idConta,
      { idLojaOperador: c.operador.idLoja!, idLojaDono: c.dono.idLoja! },
      { operador: pagador, dono: pagador },
      new Date(),
    );
    expect(Date.now() - inicio).toBeLessThan(20_000);
    const pedidos = await t.db
      .selectFrom('pedido')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id_loja', '=', c.operador.idLoja!)
      .executeTakeFirstOrThrow();
    expect(Number(pedidos.n)).toBe(2_000);

    const carteira = await rest(t.app, 'GET', '/api/loja/wallet?limit=5', undefined, c.operador.token);
    expect(carteira.status).toBe(200);
    expect(carteira.body.balance).toBeGreaterThan(0);
    expect(carteira.body.toRelease).toBeGreaterThan(0);
    expect(carteira.body.history).toHaveLength(5);
    expect(
      carteira.body.withdrawRequests.filter((s: { status: string }) => s.status === 'pending'),
    ).toHaveLength(1);

    // The owner's store starts with money and no pending request: a withdrawal goes through.
    const saque = await rest(t.app, 'POST', '/api/loja/wallet/withdraw', { value: 100 }, c.dono.token);
    expect(saque.status).toBe(201);

    const pedidosDoMes = await trpc(t.app, 'query', 'loja.relatorio.orders', {}, c.operador.token);
    expect(pedidosDoMes.body.total).toBeGreaterThan(0);
    const pagamentos = await trpc(
      t.app,
      'query',
      'loja.relatorio.payments',
      { start: '2000-01-01', end: '2999-12-31' },
      c.operador.token,
    );
    expect(pagamentos.body.total).toBe(20);
    const logs = await rest(t.app, 'GET', '/api/loja/logs/1', undefined, c.operador.token);
    expect(logs.body.meta.lastPage).toBeGreaterThan(1);
  });
});
