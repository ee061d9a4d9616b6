import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste } from '../testing';

/* Issue 18.6: the browser's protections on every answer — the web shell, the API and errors. */
let http: AppDeTeste;
let https: AppDeTeste;
let webDist: string;
beforeAll(async () => {
  // A built app's shell, so the history fallback (the public signing pages' route) answers HTML.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  http = await criarAppDeTeste(inject('databaseUrl'), {
    WEB_DIST: webDist,
    APP_URL: 'http://localhost:3000',
  });
  https = await criarAppDeTeste(inject('databaseUrl'), { APP_URL: 'https://app.clinica.com.br' });
});
afterAll(async () => {
  await http.fechar();
  await https.fechar();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const diretivas = (csp: string | undefined) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([n, ...v]) => [n, v]),
  );

describe('cabeçalhos de segurança', () => {
  it('a página pública de assinatura: CSP sem script inline, sem moldura, sem Referer, nosniff', async () => {
    const r = await http.app.inject({
      url: '/assinar/abcdefghijklmnopqrstuvwxyz',
      headers: { accept: 'text/html' },
    });
    expect(r.statusCode).toBe(200);
    const csp = diretivas(r.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('as respostas da API e os erros também os levam', async () => {
    for (const url of ['/api/saude', '/api/pacientes', '/api/nao-existe']) {
      const r = await http.app.inject({ url });
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(diretivas(r.headers['content-security-policy'] as string).get('frame-ancestors'), url).toEqual([
        "'none'",
      ]);
    }
  });

  it('HSTS só quando APP_URL é https', async () => {
    const r = await https.app.inject({ url: '/api/saude' });
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(diretivas(r.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });
});
