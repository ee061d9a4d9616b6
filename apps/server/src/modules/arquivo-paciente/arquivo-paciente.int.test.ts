import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml....')]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode.');
const dataUrl = (b: Buffer, tipo = 'application/pdf') => `data:${tipo};base64,${b.toString('base64')}`;

async function clinicaComPaciente() {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const { body: p } = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    { nome: 'Bruno Arquivo', celular: '11987654321', sexo: 'Masculino', nascimento: '01/02/1980' },
    token,
  );
  return { ...c, token, idPaciente: p.id as number };
}

describe('arquivos do paciente', () => {
  it('aceita PDF, DOC e DOCX pelos bytes, lista sem bytes, baixa e exclui', async () => {
    const { token, idPaciente } = await clinicaComPaciente();
    const tipos: [Buffer, string, string][] = [
      [PDF, 'application/pdf', 'exame.pdf'],
      [DOC, 'application/msword', 'laudo.doc'],
      [DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'receita.docx'],
    ];
    const ids: number[] = [];
    for (const [bytes, tipo, nomeArquivo] of tipos) {
      const r = await rest(
        t.app,
        'POST',
        '/api/arquivos',
        {
          id_paciente: idPaciente,
          arquivo: dataUrl(bytes, 'application/octet-stream'),
          nome: 'Documento',
          observacao: 'obs',
          nome_arquivo: nomeArquivo,
        },
        token,
      );
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        tipo_mime: tipo,
        tamanho: bytes.byteLength,
        nome_arquivo: nomeArquivo,
        observacao: 'obs',
      });
      ids.push(r.body.id);
    }
    const lista = await rest(t.app, 'GET', `/api/arquivos/paciente/${idPaciente}`, undefined, token);
    expect(lista.body.map((a: { id: number }) => a.id)).toEqual([...ids].reverse());
    expect(lista.body[0].url).toMatch(
      new RegExp(`^http://localhost/api/arquivos/${ids[2]}/download\\?conta=\\d+&exp=\\d+&s=[\\w-]{22}&sig=`),
    );
    expect(lista.body[0].arquivo).toBe(lista.body[0].url);
    const tr = await trpc(t.app, 'query', 'arquivo.list', { id_paciente: idPaciente, limit: 2 }, token);
    expect(tr.body.total).toBe(3);
    expect(tr.body.itens).toHaveLength(2);

    const baixado = await t.app.inject({
      method: 'GET',
      url: `/api/arquivos/${ids[0]}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(baixado.headers['content-disposition']).toContain('attachment; filename="exame.pdf"');
    expect(baixado.rawPayload.equals(PDF)).toBe(true);

    expect((await rest(t.app, 'DELETE', `/api/arquivos/${ids[0]}`, undefined, token)).status).toBe(204);
    expect((await trpc(t.app, 'mutation', 'arquivo.remove', { id: ids[1] }, token)).status).toBe(200);
    expect(
      (await rest(t.app, 'GET', `/api/arquivos/paciente/${idPaciente}`, undefined, token)).body,
    ).toHaveLength(1);
  });

  it('um nome com controles bidirecionais (fatura + U+202E + fdp.exe) fica sem eles, guardado e baixado', async () => {
    const { token, idPaciente } = await clinicaComPaciente();
    const r = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      { id_paciente: idPaciente, arquivo: dataUrl(PDF), nome: 'Fatura', nome_arquivo: 'fatura\u202Efdp.exe' },
      token,
    );
    expect(r.status).toBe(201);
    expect(r.body.nome_arquivo).toBe('faturafdp.pdf');
    const baixado = await t.app.inject({
      method: 'GET',
      url: `/api/arquivos/${r.body.id}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(baixado.headers['content-disposition']).toBe(
      `attachment; filename="faturafdp.pdf"; filename*=UTF-8''faturafdp.pdf`,
    );
  });

  it('recusa um .exe renomeado para .pdf, um ZIP que não é DOCX, sem nome e acima de 20 MB', async () => {
    const { token, idPaciente } = await clinicaComPaciente();
    const enviar = (corpo: Record<string, unknown>) =>
      rest(t.app, 'POST', '/api/arquivos', { id_paciente: idPaciente, nome: 'X', ...corpo }, token);
    const tipo = 'Tipo de arquivo não suportado. Use PDF, DOC ou DOCX.';
    expect(await enviar({ arquivo: dataUrl(EXE), nome_arquivo: 'exame.pdf' })).toMatchObject({
      status: 400,
      body: { message: tipo },
    });
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml')]);
    expect(await enviar({ arquivo: dataUrl(zip) })).toMatchObject({ status: 400, body: { message: tipo } });
    expect(await enviar({ arquivo: dataUrl(PDF), nome: ' ' })).toMatchObject({
      status: 400,
      body: { message: 'Nome é obrigatório' },
    });
    expect(await enviar({ arquivo: '' })).toMatchObject({
      status: 400,
      body: { message: 'Selecione um arquivo' },
    });
    const grande = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const r = await enviar({ arquivo: dataUrl(grande) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('O arquivo deve ter no máximo 20 MB.');
    const enorme = await enviar({ arquivo: dataUrl(Buffer.alloc(22 * 1024 * 1024)) });
    expect(enorme.status).toBe(413);
    expect((await rest(t.app, 'GET', `/api/arquivos/paciente/${idPaciente}`, undefined, token)).body).toEqual(
      [],
    );
  });

  it('outra clínica recebe 404; sem permissão, 403', async () => {
    const a = await clinicaComPaciente();
    const b = await clinicaComPaciente();
    const { body: arq } = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      { id_paciente: a.idPaciente, arquivo: dataUrl(PDF), nome: 'A' },
      a.token,
    );
    expect(
      (await rest(t.app, 'GET', `/api/arquivos/paciente/${a.idPaciente}`, undefined, b.token)).status,
    ).toBe(404);
    expect(
      (
        await rest(
          t.app,
          'POST',
          '/api/arquivos',
          { id_paciente: a.idPaciente, arquivo: dataUrl(PDF), nome: 'B' },
          b.token,
        )
      ).status,
    ).toBe(404);
    expect((await rest(t.app, 'GET', `/api/arquivos/${arq.id}/download`, undefined, b.token)).status).toBe(
      404,
    );
    expect((await rest(t.app, 'DELETE', `/api/arquivos/${arq.id}`, undefined, b.token)).status).toBe(404);
    expect((await trpc(t.app, 'query', 'arquivo.list', { id_paciente: a.idPaciente }, b.token)).status).toBe(
      404,
    );
    const u = await criarUsuarioComPermissoes(t.db, a.idConta, ['FOTOS_LISTAR']);
    const token = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'GET', `/api/arquivos/${arq.id}/download`, undefined, token)).status).toBe(403);
    expect(
      (
        await rest(
          t.app,
          'POST',
          '/api/arquivos',
          { id_paciente: a.idPaciente, arquivo: dataUrl(PDF), nome: 'B' },
          token,
        )
      ).status,
    ).toBe(403);
  });
});
