import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest } from '../testing';

/*
 * Issue 38: no copy of a clinic's or a patient's data in a browser's, a proxy's or a shared
 * front-desk computer's cache. Every API answer is `no-store` (REST and tRPC, errors and public
 * JSON too); a patient's file is `private, no-store`; the web app's own files keep theirs.
 */
let t: AppDeTeste;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await criarAppDeTeste(inject('databaseUrl'), { WEB_DIST: webDist });
});
afterAll(async () => {
  await t.fechar();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('Cache-Control', () => {
  it('JSON da API (REST, tRPC, erros e o público) é no-store; o arquivo do paciente, private, no-store', async () => {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const { body: p } = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: 'Clara Cache', celular: '11987654321', sexo: 'Feminino', nascimento: '02/03/1990' },
      token,
    );
    const auth = { authorization: `Bearer ${token}` };
    const { body: termo } = await rest(
      t.app,
      'POST',
      '/api/pacientes_termos',
      { id_paciente: p.id, tipo: 'TERMO', titulo: 'Termo', cabecalho: '<p>c</p>', corpo: '<p>Corpo</p>' },
      token,
    );
    const { body: arquivo } = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      { id_paciente: p.id, arquivo: `data:application/pdf;base64,${PDF.toString('base64')}`, nome: 'Laudo' },
      token,
    );

    const respostas = {
      'REST, lista': await t.app.inject({ url: '/api/pacientes', headers: auth }),
      'REST, um paciente': await t.app.inject({ url: `/api/pacientes/${p.id}`, headers: auth }),
      'REST, 404': await t.app.inject({ url: '/api/pacientes/999999999', headers: auth }),
      'REST, 401': await t.app.inject({ url: '/api/pacientes' }),
      'REST, público': await t.app.inject({ url: `/api/pacientes_termos/c/${termo.codigo}` }),
      'tRPC, consulta': await t.app.inject({
        url: `/trpc/paciente.get?input=${encodeURIComponent(JSON.stringify({ id: p.id }))}`,
        headers: auth,
      }),
      'tRPC, público': await t.app.inject({
        url: `/trpc/documentoPublico.get?input=${encodeURIComponent(JSON.stringify({ codigo: termo.codigo }))}`,
      }),
    };
    for (const [nome, r] of Object.entries(respostas)) {
      expect(r.headers['content-type'], nome).toMatch(/application\/json/);
      expect(r.headers['cache-control'], nome).toBe('no-store');
    }
    expect(respostas['REST, 404'].statusCode).toBe(404);
    expect(respostas['tRPC, consulta'].statusCode).toBe(200);

    const mutacao = await t.app.inject({
      method: 'POST',
      url: '/trpc/paciente.update',
      payload: { id: p.id, nome: 'Clara Cache' },
      headers: auth,
    });
    expect(mutacao.headers['cache-control']).toBe('no-store');

    const baixado = await t.app.inject({ url: `/api/arquivos/${arquivo.id}/download`, headers: auth });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['cache-control']).toBe('private, no-store');

    // The web app's shell is not the API: its own rule stays.
    const shell = await t.app.inject({ url: '/pacientes', headers: { accept: 'text/html' } });
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});
