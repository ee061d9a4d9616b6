import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, rest } from '../testing';
import { clinicaComPaciente, dataUrlPdf } from '../testing/cenario-paciente';

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

describe('Cache-Control', () => {
  it('JSON da API (REST, tRPC, erros e o público) é no-store; o arquivo do paciente, private, no-store', async () => {
    const { token, idPaciente, auth } = await clinicaComPaciente(t, 'Clara Cache');
    const p = { id: idPaciente };
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
      { id_paciente: p.id, arquivo: dataUrlPdf(), nome: 'Laudo' },
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
