import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica, entrar, rest } from '../testing';
import { envelhecer } from '../testing/cenario-arquivamento';

/**
 * Files stream (issue 18.5) and their URLs are signed (issue 17), on both storage drivers: the
 * Postgres table and a folder on disk (the embedded mode's driver), over the test database.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PDF of `n` bytes: the magic, then random bytes (so a wrong chunk order would show). */
const pdfDe = (n: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(n - 9)]);
const dataUrl = (b: Buffer, tipo: string) => `data:${tipo};base64,${b.toString('base64')}`;

/** A multipart body as a browser's FormData makes it. */
async function formulario(campos: Record<string, string>, arquivos: Record<string, [Buffer, string]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  for (const [k, [bytes, nome]] of Object.entries(arquivos)) form.append(k, new Blob([bytes]), nome);
  const r = new Response(form);
  return { payload: Buffer.from(await r.arrayBuffer()), tipo: r.headers.get('content-type') ?? '' };
}

const semOrigem = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

let agora = new Date('2026-03-10T12:00:00Z');
const pastaDisco = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-arquivos-'));
const apps: Record<'postgres' | 'disco', AppDeTeste> = {} as never;
beforeAll(async () => {
  const url = inject('databaseUrl');
  apps.postgres = await criarAppDeTeste(url, {}, { agora: () => agora });
  apps.disco = await criarAppDeTeste(
    url,
    { ARQUIVOS: 'disco', ARQUIVOS_DIR: pastaDisco },
    { agora: () => agora },
  );
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((a) => a.fechar()));
  fs.rmSync(pastaDisco, { recursive: true, force: true });
});

const arquivosNoDisco = () =>
  fs
    .readdirSync(pastaDisco, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

async function clinicaComPaciente(t: AppDeTeste) {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const { body: p } = await rest(
    t.app,
    'POST',
    '/api/pacientes',
    { nome: 'Carla Upload', celular: '11987654321', sexo: 'Feminino', nascimento: '03/04/1985' },
    token,
  );
  return { ...c, token, idPaciente: p.id as number };
}

describe.each(['postgres', 'disco'] as const)('arquivos no driver %s', (driver) => {
  const t = () => apps[driver];

  it('multipart e JSON (data URL) enviam; o download devolve os mesmos bytes, em streaming', async () => {
    const c = await clinicaComPaciente(t());
    const grande = pdfDe(3 * 1024 * 1024 + 17);
    const form = await formulario(
      { id_paciente: String(c.idPaciente), nome: 'Exame', observacao: 'multipart' },
      { arquivo: [grande, 'exame final.pdf'] },
    );
    const mp = await t().app.inject({
      method: 'POST',
      url: '/api/arquivos',
      payload: form.payload,
      headers: { 'content-type': form.tipo, authorization: `Bearer ${c.token}` },
    });
    expect(mp.statusCode).toBe(201);
    expect(mp.json()).toMatchObject({
      nome: 'Exame',
      observacao: 'multipart',
      tipo_mime: 'application/pdf',
      tamanho: grande.byteLength,
      nome_arquivo: 'exame final.pdf',
    });

    const pequeno = pdfDe(2000);
    const js = await rest(
      t().app,
      'POST',
      '/api/arquivos',
      { id_paciente: c.idPaciente, arquivo: dataUrl(pequeno, 'application/pdf'), nome: 'Antigo' },
      c.token,
    );
    expect(js.status).toBe(201);

    for (const [criado, bytes] of [
      [mp.json(), grande],
      [js.body, pequeno],
    ] as const) {
      const d = await t().app.inject({
        method: 'GET',
        url: `/api/arquivos/${criado.id}/download`,
        headers: { authorization: `Bearer ${c.token}` },
      });
      expect(d.statusCode).toBe(200);
      expect(d.headers['content-length']).toBe(String(bytes.byteLength));
      expect(d.headers['cache-control']).toBe('private, no-store');
      expect(d.rawPayload.equals(bytes)).toBe(true);
    }

    // The row keeps only metadata on disk; the bytes in the table otherwise.
    const linha = await t()
      .db.selectFrom('arquivo')
      .select(['chave', (eb) => eb.fn<number>('octet_length', [eb.ref('conteudo')]).as('n')])
      .where('id_conta', '=', c.idConta)
      .where('tamanho', '=', grande.byteLength)
      .executeTakeFirstOrThrow();
    if (driver === 'disco') {
      expect(linha.chave).toMatch(/^[0-9a-f]{32}$/);
      expect(linha.n).toBeNull();
      expect(arquivosNoDisco()).toContain(linha.chave);
    } else {
      expect(linha.chave).toBeNull();
      expect(Number(linha.n)).toBe(grande.byteLength);
    }
  });

  it('foto por multipart com miniatura; tipo pelos bytes, limite de tamanho e campos faltando com a mensagem', async () => {
    const c = await clinicaComPaciente(t());
    const envio = async (campos: Record<string, string>, arquivos: Record<string, [Buffer, string]>) => {
      const f = await formulario(campos, arquivos);
      const r = await t().app.inject({
        method: 'POST',
        url: '/api/fotos',
        payload: f.payload,
        headers: { 'content-type': f.tipo, authorization: `Bearer ${c.token}` },
      });
      return { status: r.statusCode, body: r.json() };
    };
    const antes = arquivosNoDisco().length;
    const ok = await envio(
      { id_paciente: String(c.idPaciente), nome: 'Perfil' },
      { foto: [PNG, 'perfil.jpg'], miniatura: [PNG, 'mini.png'] },
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      tipo_mime: 'image/png',
      nome_arquivo: 'perfil.png',
      tamanho: PNG.byteLength,
    });

    // A PDF named .png, a 10 MB + 1 byte image, no file, no name: refused, nothing left behind.
    const pdf = await envio(
      { id_paciente: String(c.idPaciente), nome: 'X' },
      { foto: [pdfDe(500), 'x.png'] },
    );
    expect(pdf).toEqual({ status: 400, body: expect.objectContaining({ message: MSG.fotos.tipoInvalido }) });
    const enorme = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.byteLength)]);
    const grande = await envio({ id_paciente: String(c.idPaciente), nome: 'X' }, { foto: [enorme, 'x.png'] });
    expect(grande).toEqual({ status: 400, body: expect.objectContaining({ message: MSG.fotos.grande }) });
    const semArquivo = await envio({ id_paciente: String(c.idPaciente), nome: 'X' }, {});
    expect(semArquivo).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MSG.fotos.selecione }),
    });
    const semNome = await envio({ id_paciente: String(c.idPaciente) }, { foto: [PNG, 'x.png'] });
    expect(semNome).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MSG.fotos.nomeObrigatorio }),
    });
    const miniaturaRuim = await envio(
      { id_paciente: String(c.idPaciente), nome: 'X' },
      { foto: [PNG, 'x.png'], miniatura: [pdfDe(100), 'm.png'] },
    );
    expect(miniaturaRuim.status).toBe(400);
    expect(miniaturaRuim.body.message).toBe(MSG.fotos.miniaturaInvalida);
    // Only the accepted photo and its thumbnail are stored (refused uploads were discarded).
    expect(arquivosNoDisco().length - antes).toBe(driver === 'disco' ? 2 : 0);
    const linhas = await t()
      .db.selectFrom('arquivo')
      .select('id')
      .where('id_conta', '=', c.idConta)
      .execute();
    expect(linhas).toHaveLength(2);
  });

  it('a URL assinada abre sem sessão, expira, e não abre outro arquivo, outra clínica nem outro caminho', async () => {
    const a = await clinicaComPaciente(t());
    const b = await clinicaComPaciente(t());
    const pdf = pdfDe(4000);
    const { body: arq } = await rest(
      t().app,
      'POST',
      '/api/arquivos',
      { id_paciente: a.idPaciente, arquivo: dataUrl(pdf, 'application/pdf'), nome: 'Laudo' },
      a.token,
    );
    const { body: deB } = await rest(
      t().app,
      'POST',
      '/api/arquivos',
      { id_paciente: b.idPaciente, arquivo: dataUrl(pdfDe(100), 'application/pdf'), nome: 'De B' },
      b.token,
    );
    expect(arq.url.startsWith('http://localhost/api/arquivos/')).toBe(true);
    const semSessao = await t().app.inject({ method: 'GET', url: semOrigem(arq.url) });
    expect(semSessao.statusCode).toBe(200);
    expect(semSessao.rawPayload.equals(pdf)).toBe(true);
    expect(semSessao.headers['cache-control']).not.toContain('public');

    const q = new URL(arq.url).searchParams;
    const urlCom = (caminho: string, mudar: Record<string, string> = {}) => {
      const p = new URLSearchParams(q);
      for (const [k, v] of Object.entries(mudar)) p.set(k, v);
      return `${caminho}?${p}`;
    };
    const recusa = async (url: string) => {
      const r = await t().app.inject({ method: 'GET', url });
      return { status: r.statusCode, message: r.json().message };
    };
    const invalido = { status: 403, message: MSG.geral.linkArquivoInvalido };
    // Another file id, another path (the photo route), another clinic in the query, a forged sig.
    expect(await recusa(urlCom(`/api/arquivos/${deB.id}/download`))).toEqual(invalido);
    expect(await recusa(urlCom(`/api/fotos/${arq.id}/download`))).toEqual(invalido);
    expect(await recusa(urlCom(`/api/arquivos/${arq.id}/download`, { conta: String(b.idConta) }))).toEqual(
      invalido,
    );
    expect(await recusa(urlCom(`/api/arquivos/${arq.id}/download`, { sig: 'A'.repeat(43) }))).toEqual(
      invalido,
    );
    // Without any signature or session: 401, as before.
    expect(
      (await t().app.inject({ method: 'GET', url: `/api/arquivos/${arq.id}/download` })).statusCode,
    ).toBe(401);
    // B's own signed URL with A's file id: 404 (the signature stands for B, A's file is not B's).
    const urlDeB = t().deps.urls.assinar(`/api/arquivos/${arq.id}/download`, b.idConta);
    expect((await t().app.inject({ method: 'GET', url: semOrigem(urlDeB) })).statusCode).toBe(404);

    // Two hours and a bit later the URL has expired; with a session it still opens.
    const antes = agora;
    agora = new Date(antes.getTime() + 2 * 3600_000 + 1000);
    try {
      expect(await recusa(semOrigem(arq.url))).toEqual(invalido);
      const comSessao = await t().app.inject({
        method: 'GET',
        url: semOrigem(arq.url),
        headers: { authorization: `Bearer ${a.token}` },
      });
      expect(comSessao.statusCode).toBe(200);
    } finally {
      agora = antes;
    }
  });

  it('excluir arquiva e guarda os bytes; a exclusão definitiva (20 anos depois) os apaga depois do commit', async () => {
    const c = await clinicaComPaciente(t());
    const { body: f } = await rest(
      t().app,
      'POST',
      '/api/fotos',
      {
        id_paciente: c.idPaciente,
        foto: dataUrl(PNG, 'image/png'),
        miniatura: dataUrl(PNG, 'image/png'),
        nome: 'A',
      },
      c.token,
    );
    const chaves = async () =>
      (await t().db.selectFrom('arquivo').select('chave').where('id_conta', '=', c.idConta).execute()).map(
        (l) => l.chave,
      );
    const antes = await chaves();
    expect(antes).toHaveLength(2);
    if (driver === 'disco') for (const k of antes) expect(arquivosNoDisco()).toContain(k);
    // Retention (issue 19): 'excluir' archives; the bytes stay and download from the archived
    // list's URL, while the URL handed out before the archive no longer opens (issue 38).
    expect((await rest(t().app, 'DELETE', `/api/fotos/${f.id}`, undefined, c.token)).status).toBe(204);
    expect(await chaves()).toEqual(antes);
    expect((await t().app.inject({ method: 'GET', url: semOrigem(f.url) })).statusCode).toBe(404);
    const arquivadas = await rest(
      t().app,
      'GET',
      `/api/fotos/paciente/${c.idPaciente}?arquivados=true`,
      undefined,
      c.token,
    );
    const arquivada = (arquivadas.body as { id: number; url: string }[]).find((x) => x.id === f.id);
    expect(arquivada?.url).toContain('arq=1');
    const urlArquivada = semOrigem(arquivada?.url ?? '');
    expect((await t().app.inject({ method: 'GET', url: urlArquivada })).statusCode).toBe(200);
    await envelhecer(t(), 'foto', { id: f.id });
    expect(
      (await rest(t().app, 'DELETE', `/api/fotos/${f.id}/definitivamente`, undefined, c.token)).status,
    ).toBe(204);
    expect(await chaves()).toEqual([]);
    for (const k of antes) if (k) expect(arquivosNoDisco()).not.toContain(k);
    expect((await t().app.inject({ method: 'GET', url: urlArquivada })).statusCode).toBe(404);
  });
});

describe('upload em streaming no driver de disco', () => {
  it('enquanto um upload multipart de alguns MB está em andamento, a busca de pacientes responde', async () => {
    const t = apps.disco;
    const c = await clinicaComPaciente(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const porta = (t.app.server.address() as AddressInfo).port;
    const fronteira = `----clinica${randomBytes(8).toString('hex')}`;
    const cabecalho = Buffer.from(
      `--${fronteira}\r\nContent-Disposition: form-data; name="id_paciente"\r\n\r\n${c.idPaciente}\r\n` +
        `--${fronteira}\r\nContent-Disposition: form-data; name="nome"\r\n\r\nLento\r\n` +
        `--${fronteira}\r\nContent-Disposition: form-data; name="arquivo"; filename="lento.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const corpo = pdfDe(4 * 1024 * 1024);
    const fim = Buffer.from(`\r\n--${fronteira}--\r\n`);

    const resposta = new Promise<{ status: number; corpo: string }>((ok, falha) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: porta,
          method: 'POST',
          path: '/api/arquivos',
          headers: {
            'content-type': `multipart/form-data; boundary=${fronteira}`,
            'content-length': cabecalho.byteLength + corpo.byteLength + fim.byteLength,
            authorization: `Bearer ${c.token}`,
          },
        },
        (res) => {
          let texto = '';
          res.on('data', (d) => {
            texto += d;
          });
          res.on('end', () => ok({ status: res.statusCode ?? 0, corpo: texto }));
        },
      );
      req.on('error', falha);
      (async () => {
        // Half of the file goes, then the upload waits while a search is made, then the rest.
        req.write(cabecalho);
        req.write(corpo.subarray(0, corpo.byteLength / 2));
        await new Promise((r) => setTimeout(r, 50));
        const busca = await fetch(`http://127.0.0.1:${porta}/api/pacientes?q=carla`, {
          headers: { authorization: `Bearer ${c.token}` },
        });
        expect(busca.status).toBe(200);
        expect(((await busca.json()) as { nome: string }[]).map((p) => p.nome)).toContain('Carla Upload');
        expect(respondido).toBe(false);
        req.write(corpo.subarray(corpo.byteLength / 2));
        req.end(fim);
      })().catch(falha);
    });
    let respondido = false;
    const r = await resposta.finally(() => {
      respondido = true;
    });
    expect(r.status).toBe(201);
    const criado = JSON.parse(r.corpo);
    const d = await t.app.inject({ method: 'GET', url: semOrigem(criado.url) });
    expect(d.rawPayload.equals(corpo)).toBe(true);
  });
});
