import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { type AppDeTeste, criarAppDeTeste, criarClinica } from '../testing';

/*
 * Security issue 18.4: the client IP behind a proxy. With one trusted hop, a client that writes
 * its own X-Forwarded-For can't change the address the server sees (the one our proxy appended),
 * so the login limit holds; without TRUST_PROXY the header is ignored altogether.
 */
let umProxy: AppDeTeste;
let semProxy: AppDeTeste;
beforeAll(async () => {
  umProxy = await criarAppDeTeste(inject('databaseUrl'), { TRUST_PROXY: '1' });
  semProxy = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(async () => {
  await umProxy.fechar();
  await semProxy.fechar();
});

let n = 0;
/** A failed log-in whose X-Forwarded-For starts with a forged, ever-changing address. */
const tentar = (t: AppDeTeste, email: string, proxy: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': `203.0.113.${n++ % 250}, ${proxy}` },
    payload: { email, senha: 'errada-123' },
  });

describe('IP do cliente', () => {
  it('com um proxy confiável, forjar X-Forwarded-For não escapa do limite de login', async () => {
    const c = await criarClinica(umProxy.deps);
    const status: number[] = [];
    for (let i = 0; i < 7; i++) status.push((await tentar(umProxy, c.email, '198.51.100.7')).statusCode);
    expect(status.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(status.slice(5)).toEqual([429, 429]);
    // Another real client (another address appended by our proxy) is not locked out.
    expect((await tentar(umProxy, c.email, '198.51.100.8')).statusCode).toBe(401);
  });

  it('sem TRUST_PROXY o cabeçalho é ignorado: o limite vale para o endereço da conexão', async () => {
    const c = await criarClinica(semProxy.deps);
    const status: number[] = [];
    for (let i = 0; i < 6; i++) status.push((await tentar(semProxy, c.email, `198.51.100.${i}`)).statusCode);
    expect(status.at(-1)).toBe(429);
  });

  it('TRUST_PROXY aceita false, um número de saltos ("true" = 1) ou endereços; nunca "todos"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'sim' })).toThrow(/TRUST_PROXY/);
  });
});
