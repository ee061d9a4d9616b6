import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type CenarioLoja,
  creditarLoja,
  criarAppDeTeste,
  criarCenarioLoja,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
let c: CenarioLoja;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await criarCenarioLoja(t.deps, t.app);
  await t.db.updateTable('loja').set({ cpf: '52998224725' }).where('id', '=', c.dono.idLoja!).execute();
});
afterAll(() => t.fechar());

const M = MSG.carteira;

describe('carteira da loja', () => {
  it('cartões, histórico com o pedido e saques: REST em reais, tRPC em centavos', async () => {
    const pedido = await creditarLoja(t.db, c.a.idConta, c.dono.idLoja!, 10_000, {
      comprador: 'Ana Compradora',
    });
    await creditarLoja(t.db, c.a.idConta, c.dono.idLoja!, 5_050, { liberado: false });
    const r = await rest(t.app, 'GET', '/api/loja/wallet', undefined, c.dono.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ balance: 100, toRelease: 50.5, withdrawRequests: [] });
    expect(r.body.history).toHaveLength(2);
    const comPedido = r.body.history.find((h: { order: { id: number } | null }) => h.order?.id === pedido);
    expect(comPedido).toMatchObject({
      type: 'C',
      amount: 100,
      order: { name: 'Ana Compradora', total: 100, codigo: `PED${String(pedido).padStart(6, '0')}` },
    });
    const resumo = await trpc(t.app, 'query', 'loja.carteira.resumo', undefined, c.dono.token);
    expect(resumo.body).toMatchObject({
      id_loja: c.dono.idLoja,
      balance: 10_000,
      toRelease: 5_050,
      pendente: null,
    });
    const historico = await trpc(
      t.app,
      'query',
      'loja.carteira.historico',
      { page: 1, limit: 1 },
      c.dono.token,
    );
    expect(historico.body.total).toBe(2);
    expect(historico.body.itens).toHaveLength(1);
  });

  it('saque: obrigatório, saldo insuficiente, um pendente por vez; o operador aprova e a carteira é debitada', async () => {
    const semValor = await rest(t.app, 'POST', '/api/loja/wallet/withdraw', {}, c.dono.token);
    expect(semValor).toMatchObject({ status: 400, body: { message: M.valorObrigatorio } });
    const demais = await rest(t.app, 'POST', '/api/loja/wallet/withdraw', { value: 100.01 }, c.dono.token);
    expect(demais).toMatchObject({ status: 409, body: { message: M.saldoInsuficiente } });
    const ok = await rest(t.app, 'POST', '/api/loja/wallet/withdraw', { value: '30.50' }, c.dono.token);
    expect(ok).toMatchObject({ status: 201, body: { status: 'pending', amount: 30.5 } });
    const segundo = await trpc(
      t.app,
      'mutation',
      'loja.carteira.solicitarSaque',
      { value: 100 },
      c.dono.token,
    );
    expect(segundo).toMatchObject({ status: 409, body: { message: M.saquePendente } });

    const lista = await rest(t.app, 'GET', '/api/loja/adm/wallet/withdraws', undefined, c.operador.token);
    expect(lista.status).toBe(200);
    expect(
      lista.body.find((s: { id_withdraw_request: number }) => s.id_withdraw_request === ok.body.id),
    ).toMatchObject({
      Cliente: 'Dona',
      Loja: 'Loja de Dona',
      Valor_Solicitado: 30.5,
      status: 'pending',
      Saldo_Carteira: 100,
      PIX_CPF: '52998224725',
    });
    const aprovado = await rest(
      t.app,
      'PUT',
      `/api/loja/wallet/withdraws/${ok.body.id}`,
      { status: 'approved' },
      c.operador.token,
    );
    expect(aprovado).toMatchObject({ status: 200, body: { status: 'approved', amount: 30.5 } });
    const denovo = await trpc(
      t.app,
      'mutation',
      'loja.carteira.decidirSaque',
      { id: ok.body.id, status: 'refused' },
      c.operador.token,
    );
    expect(denovo).toMatchObject({ status: 409, body: { message: MSG.saques.naoPendente } });
    const carteira = await rest(t.app, 'GET', '/api/loja/wallet', undefined, c.dono.token);
    expect(carteira.body.balance).toBe(69.5);
    expect(carteira.body.history[0]).toMatchObject({ type: 'D', amount: 30.5, order: null });
    expect(carteira.body.withdrawRequests[0]).toMatchObject({ id: ok.body.id, status: 'approved' });
  });

  it('recusar não debita; aprovar sem saldo suficiente é recusado', async () => {
    const s = await trpc(t.app, 'mutation', 'loja.carteira.solicitarSaque', { value: 6_950 }, c.dono.token);
    expect(s.status).toBe(200);
    const recusa = await rest(
      t.app,
      'PUT',
      `/api/loja/wallet/withdraws/${s.body.id}`,
      { status: 'REFUSED' },
      c.operador.token,
    );
    expect(recusa.body.status).toBe('refused');
    expect((await trpc(t.app, 'query', 'loja.carteira.resumo', undefined, c.dono.token)).body.balance).toBe(
      6_950,
    );

    const outro = await trpc(
      t.app,
      'mutation',
      'loja.carteira.solicitarSaque',
      { value: 6_950 },
      c.dono.token,
    );
    // Money left the wallet between the request and the decision (a debit written by another path).
    await t.db
      .insertInto('carteira_movimento')
      .values({ id_conta: c.a.idConta, id_loja: c.dono.idLoja!, tipo: 'D', valor: 1, descricao: 'ajuste' })
      .execute();
    const semSaldo = await trpc(
      t.app,
      'mutation',
      'loja.carteira.decidirSaque',
      { id: outro.body.id, status: 'approved' },
      c.operador.token,
    );
    expect(semSaldo).toMatchObject({ status: 409, body: { message: MSG.saques.saldoInsuficiente } });
    const status = await t.db
      .selectFrom('saque')
      .select('status')
      .where('id', '=', outro.body.id)
      .executeTakeFirst();
    expect(status?.status).toBe('pending');
    await rest(
      t.app,
      'PUT',
      `/api/loja/wallet/withdraws/${outro.body.id}`,
      { status: 'refused' },
      c.operador.token,
    );
  });

  it('403 por papel; 404 para o saque de outra conta e para quem não tem loja', async () => {
    const pedidoSaque = await trpc(
      t.app,
      'mutation',
      'loja.carteira.solicitarSaque',
      { value: 100 },
      c.dono.token,
    );
    for (const [metodo, url, corpo] of [
      ['GET', '/api/loja/wallet', undefined],
      ['POST', '/api/loja/wallet/withdraw', { value: 1 }],
      ['GET', '/api/loja/adm/wallet/withdraws', undefined],
      ['PUT', `/api/loja/wallet/withdraws/${pedidoSaque.body.id}`, { status: 'approved' }],
    ] as const) {
      expect((await rest(t.app, metodo, url, corpo, c.semPapel.token)).status, url).toBe(403);
    }
    expect((await rest(t.app, 'GET', '/api/loja/adm/wallet/withdraws', undefined, c.dono.token)).status).toBe(
      403,
    );
    const doDono = await rest(
      t.app,
      'PUT',
      `/api/loja/wallet/withdraws/${pedidoSaque.body.id}`,
      { status: 'approved' },
      c.dono.token,
    );
    expect(doDono.status).toBe(403);
    expect(
      (await trpc(t.app, 'query', 'loja.carteira.listarSaquesAdmin', {}, c.outroDono.token)).status,
    ).toBe(403);
    // Clinic B's operator: A's request is not theirs to see.
    const deOutraConta = await rest(
      t.app,
      'PUT',
      `/api/loja/wallet/withdraws/${pedidoSaque.body.id}`,
      { status: 'approved' },
      c.operadorB.token,
    );
    expect(deOutraConta.status).toBe(404);
    const listaB = await rest(t.app, 'GET', '/api/loja/adm/wallet/withdraws', undefined, c.operadorB.token);
    expect(
      listaB.body.some((s: { id_withdraw_request: number }) => s.id_withdraw_request === pedidoSaque.body.id),
    ).toBe(false);
    // The other owner's wallet is their own: empty, and blind to Dona's requests.
    const outra = await rest(t.app, 'GET', '/api/loja/wallet', undefined, c.outroDono.token);
    expect(outra.body).toMatchObject({ balance: 0, toRelease: 0, history: [], withdrawRequests: [] });
    // A store user without a store: 404 (no wallet to show).
    const semLoja = await t.db
      .updateTable('loja')
      .set({ id_usuario: null })
      .where('id', '=', c.outroDono.idLoja!)
      .returning('id')
      .executeTakeFirst();
    expect(semLoja).toBeDefined();
    expect((await rest(t.app, 'GET', '/api/loja/wallet', undefined, c.outroDono.token)).status).toBe(404);
    await t.db
      .updateTable('loja')
      .set({ id_usuario: c.outroDono.idUsuario })
      .where('id', '=', c.outroDono.idLoja!)
      .execute();
  });

  it('cada pedido, aprovação e recusa vira uma linha nos logs da loja (só o operador lê)', async () => {
    const logs = await rest(t.app, 'GET', '/api/loja/logs/1', undefined, c.operador.token);
    expect(logs.status).toBe(200);
    const acoes = logs.body.data.map((l: { action: string }) => l.action);
    expect(acoes).toEqual(
      expect.arrayContaining(['loja.saque.solicitado', 'loja.saque.aprovado', 'loja.saque.recusado']),
    );
    expect(logs.body.data[0].description).toMatch(/^Saque #\d+ de R\$ /);
    expect(logs.body.meta).toMatchObject({ currentPage: 1, lastPage: 1 });
    expect((await rest(t.app, 'GET', '/api/loja/logs/1', undefined, c.dono.token)).status).toBe(403);
    const logsB = await rest(t.app, 'GET', '/api/loja/logs/1', undefined, c.operadorB.token);
    expect(logsB.body.data).toEqual([]);
  });
});
