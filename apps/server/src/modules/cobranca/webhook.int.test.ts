import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  assinaturaStripe,
  criarAppDeTeste,
  criarClinica,
  entrar,
  enviarWebhook,
  envStripe,
  eventoStripe,
  iniciarStripeFake,
  rest,
  type StripeFake,
} from '../../testing';

let t: AppDeTeste;
let fake: StripeFake;
beforeAll(async () => {
  fake = await iniciarStripeFake();
  t = await criarAppDeTeste(inject('databaseUrl'), envStripe(fake));
});
afterAll(async () => {
  await t.fechar();
  await fake.fechar();
});

const DIA = 86_400;
const T0 = 1_790_000_000;

/** A clinic that went through POST /assinar (so it has a Stripe customer) and its subscription id. */
async function clinicaComprando() {
  const c = await criarClinica(t.deps, { cobranca: null });
  const token = await entrar(t.app, c.email, c.senha);
  await rest(t.app, 'POST', '/api/assinar', { codigo: 'price_essencial_novo' }, token);
  const conta = await t.db
    .selectFrom('conta')
    .select('codigo_cliente')
    .where('id', '=', c.idConta)
    .executeTakeFirstOrThrow();
  const sub = `sub_${c.idConta}_${Date.now()}`;
  const base = { id: sub, cliente: conta.codigo_cliente!, price: 'price_essencial_novo', idConta: c.idConta };
  return { ...c, token, sub, base };
}

const subscription = async (token: string) =>
  (await rest(t.app, 'GET', '/api/assinatura', undefined, token)).body.subscription;

describe('POST /stripe/webhook', () => {
  it('compra: checkout.session.completed busca a assinatura no Stripe e a ativa', async () => {
    const c = await clinicaComprando();
    fake.assinaturas.set(
      c.sub,
      assinaturaStripe({ ...c.base, status: 'active', inicio: T0, fim: T0 + 30 * DIA }),
    );
    const sessao = {
      id: 'cs_test_x',
      object: 'checkout.session',
      customer: c.base.cliente,
      subscription: c.sub,
      client_reference_id: String(c.idConta),
    };
    const r = await enviarWebhook(t.app, eventoStripe('checkout.session.completed', sessao, T0));
    expect(r.statusCode).toBe(200);
    expect(await subscription(c.token)).toEqual({
      status: 'active',
      current_period_start: T0,
      current_period_end: T0 + 30 * DIA,
      items: { data: [{ price: { id: 'price_essencial_novo' } }] },
    });
    // The clinic's data opens now.
    expect((await rest(t.app, 'GET', '/api/perfil', undefined, c.token)).status).toBe(200);
  });

  it('renovação, falha de pagamento (past_due) e cancelamento', async () => {
    const c = await clinicaComprando();
    const ev = (tipo: string, status: string, criado: number, inicio = T0) =>
      enviarWebhook(
        t.app,
        eventoStripe(tipo, assinaturaStripe({ ...c.base, status, inicio, fim: inicio + 30 * DIA }), criado),
      );
    await ev('customer.subscription.created', 'active', T0);
    await ev('customer.subscription.updated', 'active', T0 + 30 * DIA, T0 + 30 * DIA);
    expect((await subscription(c.token)).current_period_end).toBe(T0 + 60 * DIA);

    const fatura = {
      id: 'in_1',
      object: 'invoice',
      customer: c.base.cliente,
      parent: { subscription_details: { subscription: c.sub } },
    };
    await enviarWebhook(t.app, eventoStripe('invoice.payment_failed', fatura, T0 + 61 * DIA));
    expect((await subscription(c.token)).status).toBe('past_due');
    const bloqueio = await rest(t.app, 'GET', '/api/perfil', undefined, c.token);
    expect([bloqueio.status, bloqueio.body.code]).toEqual([402, 'COBRANCA_PENDENTE']);

    await ev('customer.subscription.deleted', 'canceled', T0 + 70 * DIA);
    expect((await subscription(c.token)).status).toBe('canceled');
  });

  it('um evento repetido não muda nada', async () => {
    const c = await clinicaComprando();
    const ativa = eventoStripe(
      'customer.subscription.updated',
      assinaturaStripe({ ...c.base, status: 'active', inicio: T0, fim: T0 + 30 * DIA }),
      T0,
    );
    expect((await enviarWebhook(t.app, ativa)).statusCode).toBe(200);
    const cancelada = eventoStripe(
      'customer.subscription.deleted',
      assinaturaStripe({ ...c.base, status: 'canceled', inicio: T0, fim: T0 + 30 * DIA }),
      T0 + DIA,
    );
    await enviarWebhook(t.app, cancelada);
    // The same event id again, even carrying other content, is ignored.
    const replay = { ...ativa, created: T0 + 2 * DIA };
    expect((await enviarWebhook(t.app, replay)).statusCode).toBe(200);
    expect((await subscription(c.token)).status).toBe('canceled');
    const eventos = await t.db
      .selectFrom('evento_pagamento')
      .select('id')
      .where('id', '=', ativa.id)
      .execute();
    expect(eventos).toHaveLength(1);
  });

  it('fora de ordem: um evento mais velho não desfaz o estado guardado', async () => {
    const c = await clinicaComprando();
    const novo = eventoStripe(
      'customer.subscription.updated',
      assinaturaStripe({ ...c.base, status: 'past_due', inicio: T0, fim: T0 + 30 * DIA }),
      T0 + 10,
    );
    const velho = eventoStripe(
      'customer.subscription.created',
      assinaturaStripe({ ...c.base, status: 'active', inicio: T0, fim: T0 + 30 * DIA }),
      T0,
    );
    await enviarWebhook(t.app, novo);
    await enviarWebhook(t.app, velho);
    expect((await subscription(c.token)).status).toBe('past_due');
  });

  it('assinatura inválida: 400 e nada muda', async () => {
    const c = await clinicaComprando();
    const ev = eventoStripe(
      'customer.subscription.created',
      assinaturaStripe({ ...c.base, status: 'active', inicio: T0, fim: T0 + 30 * DIA }),
      T0,
    );
    const r = await enviarWebhook(t.app, ev, 'whsec_outro_segredo');
    expect([r.statusCode, r.json().message]).toEqual([400, MSG.planos.webhookAssinaturaInvalida]);
    const semCabecalho = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: ev });
    expect(semCabecalho.statusCode).toBe(400);
    expect(await subscription(c.token)).toBeNull();
    expect(await t.db.selectFrom('evento_pagamento').select('id').where('id', '=', ev.id).execute()).toEqual(
      [],
    );
  });

  it('evento de um cliente desconhecido é aceito e ignorado', async () => {
    const ev = eventoStripe(
      'customer.subscription.created',
      assinaturaStripe({
        id: 'sub_outro',
        cliente: 'cus_de_outro_sistema',
        status: 'active',
        price: 'price_x',
        inicio: T0,
        fim: T0 + DIA,
      }),
      T0,
    );
    expect((await enviarWebhook(t.app, ev)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('cobranca').select('id').where('id_externo', '=', 'sub_outro').execute(),
    ).toEqual([]);
  });
});
