import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  envStripe,
  iniciarStripeFake,
  rest,
  type StripeFake,
  trpc,
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

const novaClinica = async () => {
  const c = await criarClinica(t.deps, { cobranca: null });
  return { ...c, token: await entrar(t.app, c.email, c.senha) };
};

describe('GET /planos com o Stripe', () => {
  it('o catálogo com o price id de cada plano, nas duas superfícies', async () => {
    const c = await novaClinica();
    const a = await rest(t.app, 'GET', '/api/planos', undefined, c.token);
    const b = await trpc(t.app, 'query', 'cobranca.planos', undefined, c.token);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.modo).toBe('stripe');
    const porChave = Object.fromEntries(a.body.planos.map((p: any) => [p.chave, p]));
    expect(porChave.essencial_novo).toMatchObject({
      codigo: 'price_essencial_novo',
      valor: 147,
      nome: 'Essencial Novo',
    });
    expect(porChave.premium).toMatchObject({ codigo: 'price_premium', valor: 257, selo: 'Recomendado' });
    expect(porChave.liga).toMatchObject({ codigo: 'price_liga', valor: 0, periodo: 'semestre' });
  });

  it('exige login', async () => {
    expect((await rest(t.app, 'GET', '/api/planos')).status).toBe(401);
  });
});

describe('POST /assinar com o Stripe', () => {
  it('cria o cliente uma vez e uma sessão de checkout de assinatura (REST e tRPC)', async () => {
    const c = await novaClinica();
    const a = await rest(
      t.app,
      'POST',
      '/api/assinar',
      { codigo: 'price_essencial_novo', plano: 'Essencial Novo' },
      c.token,
    );
    expect(a.status).toBe(200);
    expect(a.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const b = await trpc(t.app, 'mutation', 'cobranca.assinar', { codigo: 'price_premium' }, c.token);
    expect(b.body.url).toMatch(/^https:\/\/checkout\.stripe\.com/);

    const clientes = fake.chamadas.filter((x) => x.caminho === '/v1/customers');
    const sessoes = fake.chamadas.filter((x) => x.caminho === '/v1/checkout/sessions').slice(-2);
    expect(clientes.filter((x) => x.corpo.get('metadata[id_conta]') === String(c.idConta))).toHaveLength(1);
    expect(sessoes[0]!.corpo.get('mode')).toBe('subscription');
    expect(sessoes[0]!.corpo.get('line_items[0][price]')).toBe('price_essencial_novo');
    expect(sessoes[0]!.corpo.get('client_reference_id')).toBe(String(c.idConta));
    expect(sessoes[0]!.corpo.get('customer')).toBe(sessoes[1]!.corpo.get('customer'));
    const conta = await t.db
      .selectFrom('conta')
      .selectAll()
      .where('id', '=', c.idConta)
      .executeTakeFirstOrThrow();
    expect(conta.codigo_cliente).toBe(sessoes[0]!.corpo.get('customer'));
  });

  it.each([
    [{ codigo: '' }, 400, MSG.planos.selecionePlano],
    [{}, 400, MSG.planos.selecionePlano],
    [{ codigo: 'price_de_outro_sistema' }, 400, MSG.planos.planoInvalido],
  ])('%j → %i', async (corpo, status, mensagem) => {
    const c = await novaClinica();
    const a = await rest(t.app, 'POST', '/api/assinar', corpo, c.token);
    const b = await trpc(t.app, 'mutation', 'cobranca.assinar', corpo, c.token);
    expect([a.status, a.body.message]).toEqual([status, mensagem]);
    expect([b.status, b.body.message]).toEqual([status, mensagem]);
  });

  it('só o ADM compra (403) e quem já tem plano vai ao portal (409)', async () => {
    const c = await criarClinica(t.deps);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_LISTAR']);
    const tokenUsuario = await entrar(t.app, u.email, u.senha);
    const r = await rest(t.app, 'POST', '/api/assinar', { codigo: 'price_premium' }, tokenUsuario);
    expect([r.status, r.body.message]).toEqual([403, MSG.planos.somenteAdm]);
    // Checked before the body is read (issue 38): a non-ADM learns nothing about the input.
    for (const corpo of [{}, { codigo: 123 }, 'x'.repeat(10_000)]) {
      const semLer = await rest(t.app, 'POST', '/api/assinar', corpo, tokenUsuario);
      expect([semLer.status, semLer.body.message]).toEqual([403, MSG.planos.somenteAdm]);
    }
    const viaTrpc = await trpc(t.app, 'mutation', 'cobranca.assinar', {}, tokenUsuario);
    expect([viaTrpc.status, viaTrpc.body.message]).toEqual([403, MSG.planos.somenteAdm]);
    const tokenAdm = await entrar(t.app, c.email, c.senha);
    const j = await trpc(t.app, 'mutation', 'cobranca.assinar', { codigo: 'price_premium' }, tokenAdm);
    expect([j.status, j.body.message]).toEqual([409, MSG.planos.jaAssinante]);
  });

  it('o Stripe fora do ar: 503 com a mensagem de assinatura', async () => {
    const c = await novaClinica();
    fake.falhar.add('/v1/checkout/sessions');
    try {
      const r = await rest(t.app, 'POST', '/api/assinar', { codigo: 'price_premium' }, c.token);
      expect([r.status, r.body.message]).toEqual([503, MSG.planos.erroAssinar]);
    } finally {
      fake.falhar.delete('/v1/checkout/sessions');
    }
  });
});

describe('GET /portal com o Stripe', () => {
  it('404 com a mensagem do spec para quem nunca assinou; a url do portal depois', async () => {
    const c = await novaClinica();
    const antes = await rest(t.app, 'GET', '/api/portal', undefined, c.token);
    expect([antes.status, antes.body.message]).toEqual([404, MSG.planos.portalIndisponivel]);
    await rest(t.app, 'POST', '/api/assinar', { codigo: 'price_premium' }, c.token);
    const a = await rest(t.app, 'GET', '/api/portal', undefined, c.token);
    const b = await trpc(t.app, 'mutation', 'cobranca.portal', undefined, c.token);
    expect(a.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(b.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const ultima = fake.chamadas.filter((x) => x.caminho === '/v1/billing_portal/sessions').at(-1)!;
    expect(ultima.corpo.get('return_url')).toMatch(/\/planos$/);
  });

  it('falha do provedor: 503 "Não foi possível acessar o portal de assinaturas."', async () => {
    const c = await novaClinica();
    await rest(t.app, 'POST', '/api/assinar', { codigo: 'price_premium' }, c.token);
    fake.falhar.add('/v1/billing_portal/sessions');
    try {
      const r = await trpc(t.app, 'mutation', 'cobranca.portal', undefined, c.token);
      expect([r.status, r.body.message]).toEqual([503, MSG.planos.portalFalhou]);
    } finally {
      fake.falhar.delete('/v1/billing_portal/sessions');
    }
  });
});

describe('cobrança de demonstração com uma chave do Stripe', () => {
  it('nada da demonstração responde (404 nas duas superfícies)', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    expect((await rest(t.app, 'GET', '/api/demo-checkout/abcdefghijklmnop')).status).toBe(404);
    expect((await rest(t.app, 'POST', '/api/demo-checkout/abcdefghijklmnop/confirm')).status).toBe(404);
    expect((await rest(t.app, 'POST', '/api/demo-portal/cancelar', undefined, token)).status).toBe(404);
    const q = await trpc(t.app, 'query', 'cobranca.demoCheckout', { id: 'abcdefghijklmnop' });
    const m = await trpc(t.app, 'mutation', 'cobranca.demoCancelar', undefined, token);
    expect([q.status, m.status]).toEqual([404, 404]);
  });
});
