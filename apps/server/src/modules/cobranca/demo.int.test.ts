import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  entrar,
  enviarWebhook,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'), { APP_URL: 'http://clinica.test' });
});
afterAll(() => t.fechar());

const novaClinica = async () => {
  const c = await criarClinica(t.deps, { cobranca: null, nome: 'Clínica Demo Teste' });
  return { ...c, token: await entrar(t.app, c.email, c.senha) };
};
const idDaUrl = (url: string) => /\/demo-checkout\/([\w-]+)$/.exec(url)![1]!;

describe('cobrança de demonstração (sem STRIPE_SECRET_KEY)', () => {
  it('os planos trazem os price ids de demonstração', async () => {
    const c = await novaClinica();
    const { body } = await rest(t.app, 'GET', '/api/planos', undefined, c.token);
    expect(body.modo).toBe('demo');
    expect(body.planos.find((p: any) => p.chave === 'essencial_novo').codigo).toBe('demo_essencial_novo');
  });

  it('assinar → página local de checkout → confirmar ativa por um mês (REST)', async () => {
    const c = await novaClinica();
    const r = await rest(
      t.app,
      'POST',
      '/api/assinar',
      { codigo: 'demo_essencial_novo', plano: 'Essencial Novo' },
      c.token,
    );
    expect(r.body.url).toMatch(/^http:\/\/clinica\.test\/demo-checkout\/[\w-]{20,}$/);
    const id = idDaUrl(r.body.url);
    const pagina = await rest(t.app, 'GET', `/api/demo-checkout/${id}`);
    expect(pagina.body).toEqual({
      id,
      plano: 'Essencial Novo',
      centavos: 14_700,
      periodo: 'mes',
      conta: 'Clínica Demo Teste',
      concluido: false,
    });
    const ok = await rest(t.app, 'POST', `/api/demo-checkout/${id}/confirm`);
    expect(ok.status).toBe(200);
    expect(ok.body.url).toBe('http://clinica.test/home');
    const { body } = await rest(t.app, 'GET', '/api/assinatura', undefined, c.token);
    expect(body.subscription.status).toBe('active');
    expect(body.subscription.items.data[0].price.id).toBe('demo_essencial_novo');
    const dias = (body.subscription.current_period_end - body.subscription.current_period_start) / 86_400;
    expect(dias).toBeGreaterThanOrEqual(28);
    expect(dias).toBeLessThanOrEqual(31);
    // Used once.
    const de_novo = await rest(t.app, 'POST', `/api/demo-checkout/${id}/confirm`);
    expect([de_novo.status, de_novo.body.message]).toEqual([404, MSG.planos.checkoutDemoInvalido]);
  });

  it('o mesmo fluxo pelo tRPC, depois o portal local cancela', async () => {
    const c = await novaClinica();
    const semPlano = await trpc(t.app, 'mutation', 'cobranca.portal', undefined, c.token);
    expect([semPlano.status, semPlano.body.message]).toEqual([404, MSG.planos.portalIndisponivel]);
    const r = await trpc(t.app, 'mutation', 'cobranca.assinar', { codigo: 'demo_premium' }, c.token);
    const id = idDaUrl(r.body.url);
    expect((await trpc(t.app, 'query', 'cobranca.demoCheckout', { id })).body.plano).toBe('Premium');
    expect((await trpc(t.app, 'mutation', 'cobranca.demoConfirmar', { id })).status).toBe(200);
    expect((await trpc(t.app, 'query', 'cobranca.demoCheckout', { id })).body.concluido).toBe(true);

    const portal = await rest(t.app, 'GET', '/api/portal', undefined, c.token);
    expect(portal.body.url).toBe('http://clinica.test/demo-portal');
    const cancelar = await trpc(t.app, 'mutation', 'cobranca.demoCancelar', undefined, c.token);
    expect(cancelar.body.message).toBe(MSG.cobranca.canceladaPlanos);
    expect((await rest(t.app, 'GET', '/api/assinatura', undefined, c.token)).body.subscription.status).toBe(
      'canceled',
    );
    // Canceled: may buy again.
    expect((await rest(t.app, 'POST', '/api/assinar', { codigo: 'demo_premium' }, c.token)).status).toBe(200);
  });

  it('o cancelamento pelo REST', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const r = await rest(t.app, 'POST', '/api/demo-portal/cancelar', undefined, token);
    expect(r.status).toBe(200);
    expect((await rest(t.app, 'GET', '/api/assinatura', undefined, token)).body.subscription.status).toBe(
      'canceled',
    );
  });

  it('checkout desconhecido: 404; sem chave do Stripe não há webhook', async () => {
    const r = await rest(t.app, 'GET', '/api/demo-checkout/nao-existe-este-checkout');
    expect([r.status, r.body.message]).toEqual([404, MSG.planos.checkoutDemoInvalido]);
    expect(
      (await enviarWebhook(t.app, { id: 'evt_1', type: 'x', created: 1, data: { object: {} } })).statusCode,
    ).toBe(404);
  });
});
