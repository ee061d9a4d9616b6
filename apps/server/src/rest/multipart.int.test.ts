import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComToken, criarAppDeTeste, rest } from '../testing';

/*
 * Found by the hostile transport run (issue 38): a multipart body busboy can't parse — no
 * boundary, another boundary than the declared one, cut in the middle of a file, a garbled part
 * header — was a 500 with 'erro não tratado' and busboy's stack in the log, on every upload
 * route. It is bad input: a 400 with the pt-BR message, nothing in the log, no file left behind.
 */
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-multipart-'));
const log: string[] = [];
let t: AppDeTeste;
let c: Awaited<ReturnType<typeof clinicaComToken>> & { idPaciente: number };
beforeAll(async () => {
  t = await criarAppDeTeste(
    inject('databaseUrl'),
    { ARQUIVOS: 'disco', ARQUIVOS_DIR: pasta, LOG_LEVEL: 'warn' },
    { destinoLog: { write: (linha) => void log.push(linha) } },
  );
  const clinica = await clinicaComToken(t);
  const { body } = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    { nome: 'Paula Multipart', celular: '11987654321', sexo: 'Feminino', nascimento: '03/04/1985' },
    clinica.token,
  );
  c = { ...clinica, idPaciente: body.id };
});
afterAll(async () => {
  await t?.fechar();
  fs.rmSync(pasta, { recursive: true, force: true });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const formulario = (b: string, campoArquivo: string, idPaciente: number) =>
  Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="id_paciente"\r\n\r\n${idPaciente}\r\n` +
        `--${b}\r\nContent-Disposition: form-data; name="nome"\r\n\r\nExame\r\n` +
        `--${b}\r\nContent-Disposition: form-data; name="${campoArquivo}"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.alloc(3000, 1),
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);

const MALFORMADOS: [string, (campo: string, id: number) => { tipo: string; corpo: Buffer }][] = [
  ['sem boundary', (campo, id) => ({ tipo: 'multipart/form-data', corpo: formulario('xyz', campo, id) })],
  [
    'boundary diferente do declarado',
    (campo, id) => ({ tipo: 'multipart/form-data; boundary=outro', corpo: formulario('xyz', campo, id) }),
  ],
  [
    'cortado no meio do arquivo',
    (campo, id) => ({
      tipo: 'multipart/form-data; boundary=xyz',
      corpo: formulario('xyz', campo, id).subarray(0, 400),
    }),
  ],
  [
    'cabeçalho de parte cortado',
    () => ({
      tipo: 'multipart/form-data; boundary=xyz',
      corpo: Buffer.from('--xyz\r\nContent-Disposition: form-da'),
    }),
  ],
];
const ROTAS: [string, 'POST' | 'PUT', string, string][] = [
  ['foto', 'POST', '/api/fotos', 'foto'],
  ['arquivo do paciente', 'POST', '/api/arquivos', 'arquivo'],
  ['logo da clínica', 'PUT', '/api/conta', 'imagem_perfil'],
];

describe('multipart malformado nas rotas de upload: 400 com a mensagem, nunca 500', () => {
  for (const [rota, method, url, campo] of ROTAS) {
    it.each(MALFORMADOS)(`${rota}: %s`, async (_nome, corpoDe) => {
      const { tipo, corpo } = corpoDe(campo, c.idPaciente);
      log.length = 0;
      const r = await t.app.inject({
        method,
        url,
        payload: corpo,
        headers: { 'content-type': tipo, authorization: `Bearer ${c.token}` },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: MSG.geral.dadosInvalidos, code: 'ENTRADA_INVALIDA' });
      expect(log.join('')).not.toMatch(/erro não tratado|"stack"/);
      expect(
        fs.readdirSync(pasta, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()),
      ).toEqual([]);
    });
  }

  it('o mesmo formulário inteiro continua aceito (a foto chega)', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/fotos',
      payload: formulario('xyz', 'foto', c.idPaciente),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${c.token}` },
    });
    expect(r.statusCode).toBe(201);
  });
});
