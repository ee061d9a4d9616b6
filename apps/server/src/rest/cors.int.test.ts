import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { type AppDeTeste, criarAppDeTeste } from '../testing';

/* Integrators' browser apps (issue 17): CORS only for the configured origins, never credentials. */
let padrao: AppDeTeste;
let liberado: AppDeTeste;
beforeAll(async () => {
  padrao = await criarAppDeTeste(inject('databaseUrl'));
  liberado = await criarAppDeTeste(inject('databaseUrl'), { CORS_ORIGINS: 'https://app.parceiro.com.br/' });
});
afterAll(async () => {
  await padrao.fechar();
  await liberado.fechar();
});

const preflight = (t: AppDeTeste, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/produtos',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });

describe('CORS', () => {
  it('sem CORS_ORIGINS, nenhuma origem de fora é liberada', async () => {
    const r = await padrao.app.inject({
      method: 'GET',
      url: '/api/saude',
      headers: { origin: 'https://x.com' },
    });
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a origem da lista é liberada, sem credenciais e com X-Total-Count exposto; outra não', async () => {
    const ok = await preflight(liberado, 'https://app.parceiro.com.br');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.parceiro.com.br');
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await liberado.app.inject({
      method: 'GET',
      url: '/api/saude',
      headers: { origin: 'https://app.parceiro.com.br' },
    });
    expect(get.headers['access-control-expose-headers']).toContain('X-Total-Count');
    const outra = await preflight(liberado, 'https://malicioso.example');
    expect(outra.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('um valor inválido para a partida com o nome da variável', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'app.parceiro.com.br' })).toThrow(/CORS_ORIGINS/);
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigens).toBe('*');
  });
});
