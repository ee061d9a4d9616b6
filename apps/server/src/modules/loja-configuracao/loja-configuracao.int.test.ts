import { API_LOJA, MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type CenarioLoja,
  criarAppDeTeste,
  criarCenarioLoja,
  criarUsuarioLoja,
  entrar,
  rest,
  trpc,
} from '../../testing';

let t: AppDeTeste;
let c: CenarioLoja;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await criarCenarioLoja(t.deps, t.app);
});
afterAll(() => t.fechar());

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`;
const semOrigem = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const C = MSG.configuracaoLoja;

const formulario = (extra: Record<string, unknown> = {}) => ({
  nome: 'Loja da Dona',
  cpf: '529.982.247-25',
  slug: 'Loja da Dona',
  cep: '01310-100',
  endereco: 'Avenida Paulista',
  numero: '1000',
  cidade: 'São Paulo',
  estado: 'sp',
  link_instagram: 'https://instagram.com/lojadadona',
  link_whatsapp: '(11) 98765-4321',
  imagens: { logo: dataUrl(PNG), top_case: dataUrl(PNG) },
  ...extra,
});

async function multipart(
  url: string,
  token: string,
  campos: Record<string, string>,
  arquivos: Record<string, Buffer>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  for (const [k, v] of Object.entries(arquivos)) form.append(k, new Blob([v]), `${k}.png`);
  const corpo = new Response(form);
  const r = await t.app.inject({
    method: 'PUT',
    url,
    payload: Buffer.from(await corpo.arrayBuffer()),
    headers: { 'content-type': corpo.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
  });
  return { status: r.statusCode, body: r.json() };
}

describe('configurações da loja', () => {
  it('o formulário exige nome, CPF, link, logo e banner do topo; CPF com dígitos verificadores', async () => {
    const salvar = (f: Record<string, unknown>) =>
      trpc(t.app, 'mutation', 'loja.configuracao.update', f, c.dono.token);
    // The message names what is missing (issue 40).
    expect(await salvar(formulario({ imagens: { logo: dataUrl(PNG) } }))).toMatchObject({
      status: 400,
      body: { message: 'Preencha todos os campos. Falta: Banner do carrossel 1.' },
    });
    expect(await salvar(formulario({ nome: '  ' }))).toMatchObject({
      status: 400,
      body: { message: C.preenchaTodos },
    });
    expect(await salvar(formulario({ cpf: '529.982.247-26' }))).toMatchObject({
      status: 400,
      body: { message: C.cpfInvalido },
    });
    const ok = await salvar(formulario());
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      nome: 'Loja da Dona',
      cpf: '52998224725',
      slug: 'loja-da-dona',
      cep: '01310100',
      estado: 'SP',
      link_whatsapp: '5511987654321',
    });
    const logo = await t.app.inject({ method: 'GET', url: semOrigem(ok.body.imagens.logo) });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // Without the signature the picture doesn't open.
    const semAssinatura = await t.app.inject({
      method: 'GET',
      url: semOrigem(ok.body.imagens.logo).split('?')[0],
    });
    expect(semAssinatura.statusCode).toBe(403);

    // Read back on both surfaces; the CPF is read-only once saved.
    const viaRest = await rest(t.app, 'GET', `${API_LOJA}/configuracao`, undefined, c.dono.token);
    expect(viaRest.body).toMatchObject({ id: c.dono.idLoja, cpf: '52998224725', slug: 'loja-da-dona' });
    expect(await salvar(formulario({ cpf: '111.444.777-35' }))).toMatchObject({
      status: 400,
      body: { message: C.cpfSomenteLeitura },
    });
    const whatsapp13 = await salvar(formulario({ link_whatsapp: '55 21 99876-1234', imagens: {} }));
    expect(whatsapp13.body.link_whatsapp).toBe('5521998761234');
  });

  it('banners por multipart: tipo pelos bytes, 2 MB, e "delete" remove um banner (não o logo)', async () => {
    const token = c.operador.token;
    const campos = { nome: 'Loja da Operadora', cpf: '11144477735', slug: 'operadora' };
    const semLogo = await multipart(`${API_LOJA}/configuracao`, token, campos, { banner_1: PNG });
    expect(semLogo).toMatchObject({
      status: 400,
      body: { message: 'Preencha todos os campos. Falta: Logo, Banner do carrossel 1.' },
    });
    const ok = await multipart(`${API_LOJA}/configuracao`, token, campos, {
      logo: PNG,
      top_case: PNG,
      banner_1: PNG,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.imagens.banner_1).toEqual(expect.stringContaining(`${API_LOJA}/imagens/`));
    expect(
      await multipart(`${API_LOJA}/configuracao`, token, campos, {
        banner_2: Buffer.from('%PDF-1.7 não é imagem'),
      }),
    ).toMatchObject({ status: 400, body: { message: C.imagemTipo } });
    expect(
      await multipart(`${API_LOJA}/configuracao`, token, campos, {
        banner_2: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      }),
    ).toMatchObject({ status: 400, body: { message: C.imagemGrande } });
    const removido = await multipart(
      `${API_LOJA}/configuracao`,
      token,
      { ...campos, banner_1: 'delete' },
      {},
    );
    expect(removido.status).toBe(200);
    expect(removido.body.imagens.banner_1).toBeNull();
    expect(removido.body.imagens.logo).not.toBeNull();
    // The removed banner's file is gone too.
    const antigo = await t.app.inject({ method: 'GET', url: semOrigem(ok.body.imagens.banner_1) });
    expect(antigo.statusCode).toBe(404);
    const semLogoDepois = await multipart(
      `${API_LOJA}/configuracao`,
      token,
      { ...campos, logo: 'delete' },
      {},
    );
    expect(semLogoDepois).toMatchObject({ status: 400, body: { message: C.faltam([C.rotulos.logo]) } });
  });

  it("o link: checagem ao vivo (0 quando livre), 'Link indisponível' ao salvar um link de outra loja", async () => {
    const livre = await rest(
      t.app,
      'GET',
      `${API_LOJA}/stores/slug/nenhuma-loja-tem`,
      undefined,
      c.dono.token,
    );
    expect(livre).toMatchObject({ status: 200, body: 0 });
    const ocupado = await rest(
      t.app,
      'GET',
      `${API_LOJA}/stores/slug/${c.outroDono.slug}`,
      undefined,
      c.dono.token,
    );
    expect(ocupado.body).toBe(c.outroDono.idLoja);
    const proprio = await trpc(
      t.app,
      'query',
      'loja.configuracao.slugLivre',
      { slug: 'Loja da Dona', id: c.dono.idLoja },
      c.dono.token,
    );
    expect(proprio.body).toEqual({ livre: true, slug: 'loja-da-dona' });
    const alheio = await trpc(
      t.app,
      'query',
      'loja.configuracao.slugLivre',
      { slug: c.outroDono.slug },
      c.dono.token,
    );
    expect(alheio.body.livre).toBe(false);
    const r = await trpc(
      t.app,
      'mutation',
      'loja.configuracao.update',
      formulario({ slug: c.outroDono.slug, imagens: {} }),
      c.dono.token,
    );
    expect(r).toMatchObject({ status: 409, body: { message: C.linkIndisponivel } });
    // Another clinic may use the same link (links are unique per account).
    const deB = await rest(
      t.app,
      'GET',
      `${API_LOJA}/stores/slug/loja-da-dona`,
      undefined,
      c.operadorB.token,
    );
    expect(deB.body).toBe(0);
  });

  it('marketing: o ID Pixels é obrigatório; PUT /stores/{id} {pixel_fb_id} também grava', async () => {
    const vazio = await trpc(
      t.app,
      'mutation',
      'loja.configuracao.pixel',
      { pixel_fb_id: ' ' },
      c.dono.token,
    );
    expect(vazio).toMatchObject({ status: 400, body: { message: MSG.marketing.pixelObrigatorio } });
    const ok = await trpc(
      t.app,
      'mutation',
      'loja.configuracao.pixel',
      { pixel_fb_id: '123456789012345' },
      c.dono.token,
    );
    expect(ok.body.pixel_fb_id).toBe('123456789012345');
    const viaRest = await rest(
      t.app,
      'PUT',
      `${API_LOJA}/stores/${c.dono.idLoja}`,
      { pixel_fb_id: '998877' },
      c.dono.token,
    );
    expect(viaRest).toMatchObject({
      status: 200,
      body: { id: c.dono.idLoja, pixelFbId: '998877', name: 'Loja da Dona' },
    });
    const vazioRest = await rest(
      t.app,
      'PUT',
      `${API_LOJA}/stores/${c.dono.idLoja}`,
      { pixel_fb_id: '' },
      c.dono.token,
    );
    expect(vazioRest).toMatchObject({ status: 400, body: { message: MSG.marketing.pixelObrigatorio } });
  });

  it('PUT /stores/{slug|id}: só os campos enviados; o dono só a sua loja, o operador as da conta, outra clínica 404', async () => {
    const porSlug = await rest(
      t.app,
      'PUT',
      `${API_LOJA}/stores/${c.outroDono.slug}`,
      { name: 'Outro Dono Acústico', description: 'Voz e violão' },
      c.outroDono.token,
    );
    expect(porSlug).toMatchObject({
      status: 200,
      body: {
        name: 'Outro Dono Acústico',
        description: 'Voz e violão',
        category: 'DJ',
        slug: c.outroDono.slug,
      },
    });
    // The owner can't touch another store; the operator can (same clinic); nobody reaches clinic B's.
    expect(
      (await rest(t.app, 'PUT', `${API_LOJA}/stores/${c.outroDono.idLoja}`, { name: 'X' }, c.dono.token))
        .status,
    ).toBe(404);
    expect(
      (await rest(t.app, 'PUT', `${API_LOJA}/stores/${c.outroDono.slug}`, { name: 'X' }, c.dono.token))
        .status,
    ).toBe(404);
    const operador = await rest(
      t.app,
      'PUT',
      `${API_LOJA}/stores/${c.outroDono.idLoja}`,
      { whatsapp_link: '21998761234' },
      c.operador.token,
    );
    expect(operador.body).toMatchObject({ whatsappLink: '5521998761234', name: 'Outro Dono Acústico' });
    expect(
      (await rest(t.app, 'PUT', `${API_LOJA}/stores/${c.operadorB.idLoja}`, { name: 'X' }, c.operador.token))
        .status,
    ).toBe(404);
    // A store owner can't hand their store to someone else.
    const troca = await rest(
      t.app,
      'PUT',
      `${API_LOJA}/stores/${c.dono.idLoja}`,
      { id_user: c.outroDono.idUsuario },
      c.dono.token,
    );
    expect(troca.status).toBe(403);
  });

  it('sem loja vinculada: 404 com a mensagem; sem papel: 403', async () => {
    const u = await criarUsuarioLoja(t.db, c.a.idConta, 'admin_store');
    const token = await entrar(t.app, u.email, u.senha);
    expect(await trpc(t.app, 'query', 'loja.configuracao.get', undefined, token)).toMatchObject({
      status: 404,
      body: { message: MSG.loja.semLoja },
    });
    expect((await rest(t.app, 'GET', `${API_LOJA}/configuracao`, undefined, c.semPapel.token)).status).toBe(
      403,
    );
  });
});
