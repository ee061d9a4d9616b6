import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest } from '../testing';

/*
 * Web delivery (issue 22): assets sent as the build compressed them, API answers compressed
 * above 1 KB, and what must stay byte for byte (stored files, streamed exports) left alone.
 */
let t: AppDeTeste;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const JS = `export const x = ${JSON.stringify('clínica '.repeat(400))};\n`;
const HTML =
  '<!doctype html><html><head><title>Clínica</title></head><body><div id="root"></div></body></html>';

function escrever(nome: string, conteudo: string, comprimidos = true) {
  const arquivo = path.join(webDist, nome);
  fs.writeFileSync(arquivo, conteudo);
  if (!comprimidos) return;
  // Different bytes from the real compression, so the test sees which file was sent.
  fs.writeFileSync(`${arquivo}.br`, brotliCompressSync(`${conteudo}/*br*/`));
  fs.writeFileSync(`${arquivo}.gz`, gzipSync(`${conteudo}/*gz*/`));
}

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  escrever('index.html', HTML);
  escrever('sw.js', JS);
  escrever('assets/app-abc123.js', JS);
  escrever('assets/sem-copia-def456.js', JS, false);
  fs.writeFileSync(
    path.join(webDist, 'preload-rotas.json'),
    JSON.stringify({
      '/login': ['/assets/visita-login-aaa111.js', '/assets/comum-bbb222.js'],
      '/assinar/': ['/assets/visita-assinatura-ccc333.js', '"><script>alert(1)</script>'],
      '/assinar/anamnese/': ['/assets/visita-anamnese-ddd444.js'],
    }),
  );
  t = await criarAppDeTeste(inject('databaseUrl'), { WEB_DIST: webDist });
});
afterAll(async () => {
  await t.fechar();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('assets da web pré-comprimidos', () => {
  it('manda a cópia br, ou gz, que o navegador aceita, com Vary e o cache de um asset com hash', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${JS}/*br*/`);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${JS}/*gz*/`);

    const puro = await get('/assets/app-abc123.js');
    expect(puro.headers['content-encoding']).toBeUndefined();
    expect(puro.body).toBe(JS);
  });

  it('index.html (em qualquer rota do app) e o service worker: comprimidos e sempre revalidados', async () => {
    for (const url of ['/pacientes/12', '/agenda']) {
      const r = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(r.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(`${HTML}/*br*/`);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    const sw = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('um asset sem cópia comprimida é comprimido na hora, sem perder o cache imutável', async () => {
    const r = await get('/assets/sem-copia-def456.js', { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(JS);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('index.html de cada primeira visita', () => {
  const html = async (url: string) => {
    const r = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['content-type']).toContain('text/html');
    return r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.rawPayload).toString() : r.body;
  };
  const links = (pagina: string) =>
    [...pagina.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('lista como modulepreload, no <head>, os chunks da própria página (o prefixo mais longo vence)', async () => {
    const login = await html('/login?ref=abc');
    expect(links(login)).toEqual(['/assets/visita-login-aaa111.js', '/assets/comum-bbb222.js']);
    expect(login.indexOf('modulepreload')).toBeLessThan(login.indexOf('</head>'));
    expect(links(await html('/assinar/Xyz123'))).toEqual(['/assets/visita-assinatura-ccc333.js']);
    expect(links(await html('/assinar/anamnese/Xyz123'))).toEqual(['/assets/visita-anamnese-ddd444.js']);
  });

  it('o que não é um chunk do build não entra no HTML; as outras rotas recebem o index.html como é', async () => {
    expect(await html('/assinar/Xyz123')).not.toContain('<script>alert');
    for (const url of ['/home', '/loginx', '/pacientes']) expect(links(await html(url))).toEqual([]);
  });
});

describe('respostas da API', () => {
  it('acima de 1 KB: br ou gzip conforme o Accept-Encoding; sem ele, como são', async () => {
    const puro = await get('/api/openapi.json');
    expect(puro.headers['content-encoding']).toBeUndefined();
    expect(puro.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(puro.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(puro.json());

    const gz = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(puro.json());
  });

  it('abaixo de 1 KB não comprime', async () => {
    const r = await get('/api/saude', { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json()).toEqual({ ok: true });
  });

  it('tRPC: a resposta grande é comprimida com Content-Length; a pequena, não', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    for (let i = 0; i < 12; i++) {
      const r = await rest(
        t.app,
        'POST',
        '/api/pacientes',
        {
          nome: `Paciente Compressão ${i}`,
          celular: '11987654321',
          sexo: 'Feminino',
          nascimento: '01/02/1990',
        },
        token,
      );
      expect(r.status).toBe(201);
    }
    const url = `/trpc/paciente.list?input=${encodeURIComponent(JSON.stringify({ page: 1, limit: 12 }))}`;
    const auth = { authorization: `Bearer ${token}` };
    const puro = await get(url, auth);
    expect(puro.statusCode).toBe(200);
    expect(puro.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(url, { ...auth, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    // Whole in memory (not a stream), so compressed in one call: the length is known.
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(puro.json());

    // Without a session: a short refusal.
    const pequeno = await get('/trpc/sessao.me', { 'accept-encoding': 'br' });
    expect(pequeno.statusCode).toBe(401);
    expect(pequeno.headers['content-encoding']).toBeUndefined();
    expect(pequeno.rawPayload.length).toBeLessThan(1024);
    expect(pequeno.json().error.data.codigo).toBe('NAO_AUTENTICADO');
  });

  it('a exportação sem página, que já vem comprimida, é comprimida uma vez só', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const r = await get('/api/pacientes', { authorization: `Bearer ${token}`, 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(Array.isArray(JSON.parse(brotliDecompressSync(r.rawPayload).toString()))).toBe(true);
  });

  it('um arquivo guardado vai byte a byte, com o Content-Length, mesmo pedindo br', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const p = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: 'Paciente Arquivo', celular: '11987654321', sexo: 'Feminino', nascimento: '01/02/1990' },
      token,
    );
    // A DOC (OLE header) of 4 KB of zeros: it would shrink to almost nothing if compressed.
    const doc = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(4096),
    ]);
    const a = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      {
        id_paciente: p.body.id,
        arquivo: `data:application/msword;base64,${doc.toString('base64')}`,
        nome: 'Laudo',
        nome_arquivo: 'laudo.doc',
      },
      token,
    );
    expect(a.status).toBe(201);
    const r = await get(`/api/arquivos/${a.body.id}/download`, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, br',
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(Number(r.headers['content-length'])).toBe(doc.length);
    expect(r.rawPayload.equals(doc)).toBe(true);
  });
});

describe('corpo das requisições', () => {
  it('um corpo comprimido não é descomprimido (nada infla além do limite do corpo)', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.com', senha: 'x' })),
    });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
  });
});
