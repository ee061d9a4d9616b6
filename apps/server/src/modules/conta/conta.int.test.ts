import { MSG } from '@clinica/contracts';
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

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const dados = {
  nome: '  Clínica Sorriso  ',
  tipo: 'clinica',
  documento: '11.222.333/0001-81',
  cep: '01310-100',
  endereco: 'Avenida Paulista',
  numero: '1000',
  complemento: ' Sala 5 ',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'sp',
};

const novaClinica = async () => {
  const c = await criarClinica(t.deps);
  return { ...c, token: await entrar(t.app, c.email, c.senha) };
};
const semOrigem = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const conta = async (token: string) =>
  (await rest(t.app, 'GET', '/api/assinatura', undefined, token)).body.conta;

describe('PUT /conta', () => {
  it('salva os dados aparados e normalizados (REST), com a mensagem do spec', async () => {
    const c = await novaClinica();
    const r = await rest(
      t.app,
      'PUT',
      '/api/conta',
      { ...dados, id: 999, plano: 'x', imagem_perfil: null },
      c.token,
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Dados da conta atualizados com sucesso!');
    expect(r.body.conta).toMatchObject({
      id: c.idConta,
      nome: 'Clínica Sorriso',
      documento: '11222333000181',
      cep: '01310100',
      complemento: 'Sala 5',
      estado: 'SP',
      plano: null,
      imagem_perfil: null,
    });
  });

  it('pelo tRPC, um profissional com CPF', async () => {
    const c = await novaClinica();
    const r = await trpc(
      t.app,
      'mutation',
      'conta.update',
      { ...dados, tipo: 'profissional', documento: '529.982.247-25' },
      c.token,
    );
    expect(r.status).toBe(200);
    expect(r.body.conta).toMatchObject({ tipo: 'profissional', documento: '52998224725' });
  });

  it.each([
    [{ nome: '   ' }, MSG.conta.campoObrigatorio],
    [{ bairro: undefined }, MSG.conta.campoObrigatorio],
    [{ documento: '11.222.333/0001-82' }, MSG.conta.cnpjInvalido],
    [{ tipo: 'profissional', documento: '111.111.111-11' }, MSG.conta.cpfInvalido],
    [{ tipo: 'profissional' }, MSG.conta.cpfInvalido],
    [{ cep: '0131' }, MSG.conta.cepInvalido],
    [{ estado: 'S1' }, MSG.conta.estadoInvalido],
    [{ estado: 'SPX' }, 'Máximo de 2 caracteres.'],
  ])('%j → 400 "%s" e nada muda', async (mudanca, mensagem) => {
    const c = await novaClinica();
    const antes = await conta(c.token);
    const a = await rest(t.app, 'PUT', '/api/conta', { ...dados, ...mudanca }, c.token);
    const b = await trpc(t.app, 'mutation', 'conta.update', { ...dados, ...mudanca }, c.token);
    expect([a.status, a.body.message]).toEqual([400, mensagem]);
    expect([b.status, b.body.message]).toEqual([400, mensagem]);
    expect(await conta(c.token)).toEqual(antes);
  });

  it('só o ADM altera a conta (403)', async () => {
    const c = await criarClinica(t.deps);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['PACIENTES_LISTAR']);
    const token = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'PUT', '/api/conta', dados, token)).status).toBe(403);
  });

  it('só a conta de quem chama muda, qualquer que seja o id enviado', async () => {
    const a = await novaClinica();
    const b = await novaClinica();
    const antes = await conta(b.token);
    await rest(t.app, 'PUT', '/api/conta', { ...dados, id: b.idConta }, a.token);
    expect(await conta(b.token)).toEqual(antes);
  });
});

describe('logo', () => {
  it('envio como data URL; servido por URL com o tipo real e cache; a troca remove o antigo', async () => {
    const c = await novaClinica();
    // The declared type says GIF: the bytes say PNG, and the bytes win.
    const r = await rest(
      t.app,
      'PUT',
      '/api/conta',
      { ...dados, imagem_perfil: `data:image/gif;base64,${PNG_1X1}` },
      c.token,
    );
    expect(r.status).toBe(200);
    // Absolute and signed for the clinic (issue 17): private cache; the bare path stays public.
    const url: string = r.body.conta.imagem_perfil;
    // At the address the request came to (issue 40): inject says localhost.
    expect(url).toMatch(/^http:\/\/localhost\/api\/conta\/logo\/\d+\?conta=\d+&exp=\d+&s=[\w-]{22}&sig=/);
    const img = await t.app.inject({ method: 'GET', url: semOrigem(url) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('private, max-age=86400');
    expect(img.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    const publica = await t.app.inject({ method: 'GET', url: semOrigem(url).split('?')[0] });
    expect(publica.headers['cache-control']).toContain('immutable');
    expect(publica.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    // The signature stands for its clinic: another clinic's logo id under it is 404.
    const outra = await novaClinica();
    const deOutra = t.deps.urls.assinar(new URL(url).pathname, outra.idConta);
    expect((await t.app.inject({ method: 'GET', url: semOrigem(deOutra) })).statusCode).toBe(404);

    // Sending the current URL back (the spec's preview) keeps the logo.
    const mantem = await rest(
      t.app,
      'PUT',
      '/api/conta',
      { ...dados, imagem_perfil: url, imagem_perfilPreview: url },
      c.token,
    );
    expect(mantem.body.conta.imagem_perfil).toBe(url);
    const troca = await trpc(
      t.app,
      'mutation',
      'conta.update',
      { ...dados, imagem_perfil: `data:image/png;base64,${PNG_1X1}` },
      c.token,
    );
    expect(troca.body.conta.imagem_perfil).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: semOrigem(url) })).statusCode).toBe(404);
  });

  it('logo por multipart/form-data (o cliente web): tipo pelos bytes, limite, e os outros campos junto', async () => {
    const c = await novaClinica();
    const envio = async (bytes: Buffer) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(dados)) form.append(k, v);
      form.append('imagem_perfil', new Blob([bytes]), 'logo.gif');
      const corpo = new Response(form);
      const r = await t.app.inject({
        method: 'PUT',
        url: '/api/conta',
        payload: Buffer.from(await corpo.arrayBuffer()),
        headers: {
          'content-type': corpo.headers.get('content-type') ?? '',
          authorization: `Bearer ${c.token}`,
        },
      });
      return { status: r.statusCode, body: r.json() };
    };
    const png = Buffer.from(PNG_1X1, 'base64');
    const ok = await envio(png);
    expect(ok.status).toBe(200);
    expect(ok.body.conta).toMatchObject({ nome: 'Clínica Sorriso', estado: 'SP' });
    const img = await t.app.inject({ method: 'GET', url: semOrigem(ok.body.conta.imagem_perfil) });
    expect(img.rawPayload.equals(png)).toBe(true);
    const antes = await conta(c.token);
    expect(await envio(Buffer.from('%PDF-1.7 não é imagem'))).toMatchObject({
      status: 400,
      body: { message: MSG.conta.imagemTipo },
    });
    expect(await envio(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]))).toMatchObject({
      status: 400,
      body: { message: MSG.conta.imagemGrande },
    });
    expect(await conta(c.token)).toEqual(antes);
  });

  it.each([
    [
      'texto com nome de imagem',
      `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      MSG.conta.imagemTipo,
    ],
    [
      'PDF',
      `data:image/jpeg;base64,${Buffer.from('%PDF-1.7 xxxx').toString('base64')}`,
      MSG.conta.imagemTipo,
    ],
    [
      'maior que 2 MB',
      `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_1X1, 'base64'), Buffer.alloc(2 * 1024 * 1024)]).toString('base64')}`,
      MSG.conta.imagemGrande,
    ],
    ['data URL quebrada', 'data:image/png;base64,@@@', MSG.conta.erroImagem],
  ])('recusa %s (400) e nada muda', async (_caso, imagem, mensagem) => {
    const c = await novaClinica();
    const antes = await conta(c.token);
    const a = await rest(t.app, 'PUT', '/api/conta', { ...dados, imagem_perfil: imagem }, c.token);
    expect([a.status, a.body.message]).toEqual([400, mensagem]);
    expect(await conta(c.token)).toEqual(antes);
  });

  it('id desconhecido ou inválido: 404/400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/conta/logo/99999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/conta/logo/abc' })).statusCode).toBe(400);
  });
});
