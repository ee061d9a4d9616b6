import { randomBytes } from 'node:crypto';
import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest } from '../testing';
import { envelhecer } from '../testing/cenario-arquivamento';
import { iniciarS3Local, type S3Local } from '../testing/s3-local';
import { paraBuffer, type RegraArquivo } from './armazenamento';
import { criarDriverS3 } from './armazenamento-s3';

/**
 * Files in an S3-compatible bucket (issue 21), against s3rver started here: the driver's contract
 * (streamed both ways, type and size refused with nothing left in the bucket, removed after the
 * commit, keyed by clinic, another clinic's id is null) and the app over HTTP with ARQUIVOS=s3.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdfDe = (n: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(n - 9)]);
const regraPdf = (maxBytes: number): RegraArquivo => ({
  finalidade: 'arquivo_paciente',
  maxBytes,
  tipo: (b) => (Buffer.from(b.subarray(0, 5)).toString('latin1') === '%PDF-' ? 'application/pdf' : null),
  erros: { vazio: 'vazio', grande: 'grande demais', tipo: 'tipo errado' },
});
/** The bytes in chunks of 64 KiB, as a multipart parser hands them over. */
async function* emPedacos(b: Buffer) {
  for (let i = 0; i < b.byteLength; i += 64 * 1024) yield b.subarray(i, i + 64 * 1024);
}
const semOrigem = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

let s3: S3Local;
let t: AppDeTeste;
beforeAll(async () => {
  s3 = await iniciarS3Local();
  t = await criarAppDeTeste(inject('databaseUrl'), s3.env);
});
afterAll(async () => {
  await t?.fechar();
  await s3?.fechar();
});

describe('driver S3', () => {
  it('um arquivo de alguns MB sobe e desce em pedaços; a chave começa pela clínica', async () => {
    const { idConta } = await criarClinica(t.deps);
    const driver = criarDriverS3(s3.config, s3.cliente);
    const bytes = pdfDe(12 * 1024 * 1024 + 5);
    const recebido = await driver.receber(emPedacos(bytes), regraPdf(20 * 1024 * 1024), idConta);
    expect(recebido).toMatchObject({ tipoMime: 'application/pdf', tamanho: bytes.byteLength, bytes: null });
    expect(recebido.chave).toMatch(new RegExp(`^${idConta}/arquivo_paciente/[0-9a-f]{32}$`));
    expect(await s3.chaves()).toContain(recebido.chave);

    const id = await driver.gravar(t.db, recebido, { idConta, finalidade: 'arquivo_paciente' });
    const aberto = await driver.abrir(t.db, id, 'arquivo_paciente', idConta);
    expect(aberto?.tamanho).toBe(bytes.byteLength);
    expect((await paraBuffer(aberto!.corpo)).equals(bytes)).toBe(true);
    // Another clinic's id, another purpose: nothing.
    const outra = await criarClinica(t.deps);
    expect(await driver.abrir(t.db, id, 'arquivo_paciente', outra.idConta)).toBeNull();
    expect(await driver.abrir(t.db, id, 'foto', idConta)).toBeNull();

    // Removing deletes the row at once and the object only when told (after the commit).
    const apagar = await driver.remover(t.db, idConta, id);
    expect(await driver.abrir(t.db, id, 'arquivo_paciente')).toBeNull();
    expect(await s3.chaves()).toContain(recebido.chave);
    await apagar();
    expect(await s3.chaves()).not.toContain(recebido.chave);
  });

  it('tipo errado e tamanho acima do limite são recusados com a mensagem e nada fica no bucket', async () => {
    const { idConta } = await criarClinica(t.deps);
    const driver = criarDriverS3(s3.config, s3.cliente);
    const antes = await s3.chaves();
    await expect(
      driver.receber(emPedacos(Buffer.concat([PNG, randomBytes(1000)])), regraPdf(1e6), idConta),
    ).rejects.toThrow('tipo errado');
    // 11 MB against a 10 MB limit: two parts already went up when the limit is passed.
    await expect(
      driver.receber(emPedacos(pdfDe(11 * 1024 * 1024)), regraPdf(10 * 1024 * 1024), idConta),
    ).rejects.toThrow('grande demais');
    await expect(driver.receber(emPedacos(Buffer.alloc(0)), regraPdf(1e6), idConta)).rejects.toThrow('vazio');
    expect(await s3.chaves()).toEqual(antes);

    // Received but never recorded (the transaction failed): descartar removes the object.
    const r = await driver.receber(pdfDe(3000), regraPdf(1e6), idConta);
    expect(await s3.chaves()).toContain(r.chave);
    await driver.descartar(r);
    expect(await s3.chaves()).toEqual(antes);
  });

  it('uma linha com os bytes ainda na tabela (antes de mover) continua abrindo', async () => {
    const { idConta } = await criarClinica(t.deps);
    const bytes = pdfDe(5000);
    const { id } = await t.db
      .insertInto('arquivo')
      .values({
        id_conta: idConta,
        finalidade: 'logo',
        tipo_mime: 'application/pdf',
        tamanho: bytes.byteLength,
        conteudo: bytes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const a = await t.deps.arquivos.ler(t.db, id, 'logo');
    expect(a?.bytes.equals(bytes)).toBe(true);
  });
});

describe('app com ARQUIVOS=s3', () => {
  async function clinicaComPaciente() {
    const c = await criarClinica(t.deps);
    const token = await entrar(t.app, c.email, c.senha);
    const { body: p } = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: 'Sara Balde', celular: '11987654321', sexo: 'Feminino', nascimento: '03/04/1985' },
      token,
    );
    return { ...c, token, idPaciente: p.id as number };
  }

  it('foto por multipart: grava no bucket, a URL assinada baixa os mesmos bytes; recusa não deixa nada; a exclusão definitiva apaga o objeto', async () => {
    const c = await clinicaComPaciente();
    const envio = async (foto: Buffer) => {
      const form = new FormData();
      form.append('id_paciente', String(c.idPaciente));
      form.append('nome', 'Perfil');
      form.append('foto', new Blob([foto]), 'perfil.png');
      const corpo = new Response(form);
      return t.app.inject({
        method: 'POST',
        url: '/api/fotos',
        payload: Buffer.from(await corpo.arrayBuffer()),
        headers: {
          'content-type': corpo.headers.get('content-type') ?? '',
          authorization: `Bearer ${c.token}`,
        },
      });
    };
    const antes = await s3.chaves();
    const foto = Buffer.concat([PNG, randomBytes(6 * 1024 * 1024)]);
    const r = await envio(foto);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ tipo_mime: 'image/png', tamanho: foto.byteLength });
    const linha = await t.db
      .selectFrom('arquivo')
      .select(['chave', 'conteudo'])
      .where('id_conta', '=', c.idConta)
      .executeTakeFirstOrThrow();
    expect(linha.conteudo).toBeNull();
    expect(linha.chave).toMatch(new RegExp(`^${c.idConta}/foto/`));
    expect(await s3.chaves()).toContain(linha.chave);

    const d = await t.app.inject({ method: 'GET', url: semOrigem(r.json().url) });
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-type']).toBe('image/png');
    expect(d.headers['content-length']).toBe(String(foto.byteLength));
    expect(d.rawPayload.equals(foto)).toBe(true);

    // A PDF as a photo: refused with the slice's message, no new object.
    const recusa = await envio(pdfDe(800));
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().message).toBe(MSG.fotos.tipoInvalido);
    expect((await s3.chaves()).length).toBe(antes.length + 1);
    // Deleted for good (after the retention period): the object goes once the row is gone.
    const id = r.json().id as number;
    expect((await rest(t.app, 'DELETE', `/api/fotos/${id}`, undefined, c.token)).status).toBe(204);
    expect(await s3.chaves()).toContain(linha.chave);
    await envelhecer(t, 'foto', { id });
    expect((await rest(t.app, 'DELETE', `/api/fotos/${id}/definitivamente`, undefined, c.token)).status).toBe(
      204,
    );
    expect(await s3.chaves()).not.toContain(linha.chave);
    expect((await t.app.inject({ method: 'GET', url: semOrigem(r.json().url) })).statusCode).toBe(404);
  });

  it('arquivo do paciente por JSON (data URL) vai para o bucket, na pasta da clínica', async () => {
    const c = await clinicaComPaciente();
    const pdf = pdfDe(40_000);
    const { status, body } = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      {
        id_paciente: c.idPaciente,
        arquivo: `data:application/pdf;base64,${pdf.toString('base64')}`,
        nome: 'Laudo',
      },
      c.token,
    );
    expect(status).toBe(201);
    const d = await t.app.inject({
      method: 'GET',
      url: `/api/arquivos/${body.id}/download`,
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(d.statusCode).toBe(200);
    expect(d.rawPayload.equals(pdf)).toBe(true);
    const chaves = await s3.chaves();
    expect(chaves.filter((k) => k.startsWith(`${c.idConta}/arquivo_paciente/`))).toHaveLength(1);
  });
});
