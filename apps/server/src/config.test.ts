import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
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
  ])('recusa %o nomeando a variável', (env, variavel) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variavel));
  });
});
