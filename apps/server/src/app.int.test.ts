import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste } from './testing';

let t: AppDeTeste;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Clínica</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await criarAppDeTeste(inject('databaseUrl'), { WEB_DIST: webDist });
});
afterAll(() => t.fechar());

describe('uma origem, três superfícies', () => {
  it('serve index.html em qualquer rota do app que aceite HTML (history routing)', async () => {
    for (const url of ['/', '/login', '/pacientes/12/fotos']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<div id="root">');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('assets com hash são imutáveis no cache', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('immutable');
  });

  it('caminhos desconhecidos da API respondem 404 em JSON, nunca o index.html', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/nao-existe', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'Recurso não encontrado.', code: 'NAO_ENCONTRADO' });
  });

  it('publica o documento OpenAPI da API REST, gerado dos schemas zod', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/conta',
        '/api/validar_whatsapp/{numero}',
        '/api/assinatura',
        '/api/logs',
      ]),
    );
    const corpoLogin = doc.paths['/api/login'].post.requestBody.content['application/json'].schema;
    expect(corpoLogin.required).toEqual(expect.arrayContaining(['email', 'senha']));
  });

  it('JSON malformado responde 400 com mensagem em português', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Dados inválidos. Verifique as informações.');
  });
});

describe('/api/saude e o vigia do laço de eventos (issue 38)', () => {
  it('responde 503 depois que o laço ficou bloqueado além do limite, para o balanceador trocar a instância', async () => {
    const vigiado = await criarAppDeTeste(inject('databaseUrl'), { SAUDE_BLOQUEIO_MAX_MS: '150' });
    try {
      expect((await vigiado.app.inject({ url: '/api/saude' })).statusCode).toBe(200);
      const ate = Date.now() + 400;
      while (Date.now() < ate) {
        // a request stuck in a loop would hold the event loop like this
      }
      await new Promise((r) => setTimeout(r, 700));
      const r = await vigiado.app.inject({ url: '/api/saude' });
      expect(r.statusCode).toBe(503);
      expect(r.json().ok).toBe(false);
    } finally {
      await vigiado.fechar();
    }
  });
});
