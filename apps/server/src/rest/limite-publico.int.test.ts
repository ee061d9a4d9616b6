import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, rest, trpc } from '../testing';

/*
 * Security issue 18.8: every public route that finds something by id or code shares one
 * per-IP budget (here 3 a minute; 60 in production), counted in Postgres: logos, the demo
 * checkout, signed documents and anamnesis. Past it, 429 with Retry-After.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    {},
    { limites: { publico: { pontos: 3, janelaSeg: 60 } } },
  );
});
afterAll(() => t.fechar());

describe('limite das rotas públicas', () => {
  it('logo, checkout de demonstração e códigos públicos somam no mesmo limite por IP', async () => {
    const status = [
      (await rest(t.app, 'GET', '/api/conta/logo/999999')).status,
      (await trpc(t.app, 'query', 'cobranca.demoCheckout', { id: 'x'.repeat(22) })).status,
      (await rest(t.app, 'POST', `/api/demo-checkout/${'y'.repeat(22)}/confirm`)).status,
    ];
    expect(status).toEqual([404, 404, 404]);
    const logo = await t.app.inject({ method: 'GET', url: '/api/conta/logo/999999' });
    expect(logo.statusCode).toBe(429);
    // The window's rest, counted from the first call: 60 s, or a second or so less on a loaded
    // host where the four calls took that long (CI saw 59).
    const espera = Number(logo.headers['retry-after']);
    expect(espera).toBeGreaterThanOrEqual(50);
    expect(espera).toBeLessThanOrEqual(60);
    expect(logo.json().message).toBe(MSG.geral.muitasConsultas);
    expect(
      (await trpc(t.app, 'query', 'documentoPublico.verificar', { codigo: 'z'.repeat(24) })).status,
    ).toBe(429);
  });
});
