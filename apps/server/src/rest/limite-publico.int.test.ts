import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComToken, criarAppDeTeste, rest, trpc } from '../testing';
import { PNG_1X1 } from '../testing/cenario-importacao-clinica';

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

  it('a signature image by its signed URL is not a guess: not counted; the same path without a valid one is', async () => {
    // Other IPs than the test above's, each with a fresh budget of 3.
    const c = await clinicaComToken(t);
    const pedir = (
      url: string,
      remoteAddress = '10.9.8.7',
      method: 'GET' | 'PUT' = 'GET',
      payload?: object,
    ) => t.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });
    const p = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: 'Ana Limite', celular: '11955550009', sexo: 'Feminino', nascimento: '01/02/1990' },
      c.token,
    );
    const d = await rest(
      t.app,
      'POST',
      '/api/pacientes_termos',
      { id_paciente: p.body.id, tipo: 'TERMO', titulo: 'Termo', corpo: '<p>Texto.</p>' },
      c.token,
    );
    const assinar = await pedir(`/api/pacientes_termos/assinar/${d.body.codigo}`, '10.9.8.6', 'PUT', {
      assinatura: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
    });
    expect(assinar.statusCode).toBe(200);
    const lista = await rest(t.app, 'GET', `/api/pacientes_termos/${p.body.id}`, undefined, c.token);
    const url = new URL((lista.body as { assinatura: string }[])[0]?.assinatura ?? '');
    const caminho = url.pathname + url.search;
    for (let i = 0; i < 6; i++) expect((await pedir(caminho)).statusCode).toBe(200);
    const forjada = caminho.replace(/sig=[^&]+/, 'sig=AAAA');
    expect([403, 404]).toContain((await pedir(forjada)).statusCode);
    await pedir(forjada);
    await pedir(forjada);
    expect((await pedir(forjada)).statusCode).toBe(429);
  });
});
