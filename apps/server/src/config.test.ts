import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_ESSENCIAL: 'price_e',
  STRIPE_PRICE_ESSENCIAL_NOVO: 'price_en',
  STRIPE_PRICE_PROFISSIONAL: 'price_pr',
  STRIPE_PRICE_PREMIUM: 'price_pm',
  STRIPE_PRICE_LIGA: 'price_l',
};

describe('loadConfig', () => {
  it('sem chave do Stripe: cobrança de demonstração com price ids de demonstração', () => {
    const c = loadConfig({ STRIPE_PRICE_PREMIUM: 'price_ignorado' });
    expect(c.cobranca).toEqual({ modo: 'demo' });
    expect(c.precos).toMatchObject({ essencial_novo: 'demo_essencial_novo', premium: 'demo_premium' });
  });

  it('com chave do Stripe: segredo do webhook e os cinco price ids', () => {
    const c = loadConfig({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(c.cobranca).toEqual({
      modo: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(c.precos).toEqual({
      essencial: 'price_e',
      essencial_novo: 'price_en',
      profissional: 'price_pr',
      premium: 'price_pm',
      liga: 'price_l',
    });
  });

  it('usa os padrões do modo embutido', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: null, demoSeed: true, cepProvider: 'offline' });
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it('DATA_DIR relativo é resolvido a partir de onde o comando foi digitado (INIT_CWD)', () => {
    expect(loadConfig({ DATA_DIR: 'dados', INIT_CWD: '/srv/clinica' }).dataDir).toBe('/srv/clinica/dados');
    expect(loadConfig({ DATA_DIR: '/var/lib/clinica' }).dataDir).toBe('/var/lib/clinica');
  });

  it('com DATABASE_URL não semeia a demonstração e usa o ViaCEP', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', PORT: '8080' });
    expect(c).toMatchObject({ port: 8080, demoSeed: false, cepProvider: 'viacep' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'curto' }, 'JWT_SECRET'],
    [{ APP_URL: 'nao-e-url' }, 'APP_URL'],
    [{ STRIPE_SECRET_KEY: 'pk_live_x' }, 'STRIPE_SECRET_KEY'],
    [{ CEP_PROVIDER: 'correios' }, 'CEP_PROVIDER'],
    [{ STRIPE_API_BASE: 'localhost' }, 'STRIPE_API_BASE'],
    [{ STRIPE_PRICE_PREMIUM: 'prod_123' }, 'STRIPE_PRICE_PREMIUM'],
    [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: '' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'segredo' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ ...STRIPE, STRIPE_PRICE_LIGA: undefined }, 'STRIPE_PRICE_LIGA'],
    [{ ...STRIPE, STRIPE_PRICE_ESSENCIAL_NOVO: 'essencial' }, 'STRIPE_PRICE_ESSENCIAL_NOVO'],
  ])('recusa %o nomeando a variável', (env, variavel) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variavel));
  });
});
