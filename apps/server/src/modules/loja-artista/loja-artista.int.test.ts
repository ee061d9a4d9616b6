import { API_LOJA, MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type CenarioLoja,
  criarAppDeTeste,
  criarCenarioLoja,
  criarUsuarioLoja,
  rest,
  restComCabecalhos,
  trpc,
} from '../../testing';

let t: AppDeTeste;
let c: CenarioLoja;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await criarCenarioLoja(t.deps, t.app);
});
afterAll(() => t.fechar());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const imagem = `data:image/png;base64,${PNG.toString('base64')}`;
const A = MSG.artistas;

describe('artistas', () => {
  it("'NOVO ARTISTA' (operador): assessor, nome, categoria, descrição e imagem; o link sai do nome", async () => {
    const assessor = await criarUsuarioLoja(t.db, c.a.idConta, 'admin_store', 'Assessora Nova');
    const opcoes = await trpc(t.app, 'query', 'loja.artista.assessores', undefined, c.operador.token);
    expect(opcoes.body).toEqual(
      expect.arrayContaining([
        { id: assessor.idUsuario, nome: 'Assessora Nova', whatsapp: '5511987654321', tem_loja: false },
        expect.objectContaining({ id: c.dono.idUsuario, tem_loja: true }),
      ]),
    );
    const novo = {
      id_usuario: assessor.idUsuario,
      nome: '  Ká Música  ',
      categoria: 'Cantor(a)',
      descricao: ' Samba e MPB ',
      imagem,
    };
    const r = await trpc(t.app, 'mutation', 'loja.artista.create', novo, c.operador.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      nome: 'Ká Música',
      descricao: 'Samba e MPB',
      categoria: 'Cantor(a)',
      slug: 'ka-musica',
      assessor: { id: assessor.idUsuario, nome: 'Assessora Nova' },
    });
    const foto = await t.app.inject({ method: 'GET', url: r.body.imagem.replace(/^https?:\/\/[^/]+/, '') });
    expect(foto.rawPayload.equals(PNG)).toBe(true);
    // The same advisor can't get a second store.
    const outra = await trpc(
      t.app,
      'mutation',
      'loja.artista.create',
      { ...novo, nome: 'Outra' },
      c.operador.token,
    );
    expect(outra).toMatchObject({ status: 409, body: { message: A.assessorComLoja } });
  });

  it('as mensagens da spec; sem imagem não cria', async () => {
    const base = { id_usuario: c.dono.idUsuario, nome: 'X', categoria: 'DJ', descricao: 'Y', imagem };
    const casos: [Record<string, unknown>, string][] = [
      [{ ...base, nome: ' ' }, A.nomeObrigatorio],
      [{ ...base, descricao: '' }, A.descricaoObrigatoria],
      [{ ...base, categoria: undefined }, A.categoriaObrigatoria],
      [{ ...base, imagem: '' }, A.imagemObrigatoria],
      [{ ...base, imagem: '/avatar-padrao.png' }, A.imagemObrigatoria],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await trpc(t.app, 'mutation', 'loja.artista.create', corpo, c.operador.token);
      expect(r, mensagem).toMatchObject({ status: 400, body: { message: mensagem } });
    }
    const viaRest = await rest(t.app, 'POST', `${API_LOJA}/stores`, { name: 'Sem imagem' }, c.operador.token);
    expect(viaRest.status).toBe(400);
    // A clinic user without a store role can't be an advisor.
    const r = await trpc(
      t.app,
      'mutation',
      'loja.artista.create',
      { ...base, id_usuario: c.a.idUsuario },
      c.operador.token,
    );
    expect(r).toMatchObject({ status: 400, body: { message: A.assessorInvalido } });
  });

  it('só o operador cria (403 ao dono); POST /stores com os nomes da spec', async () => {
    const dono = await rest(t.app, 'POST', `${API_LOJA}/stores`, {}, c.dono.token);
    expect(dono.status).toBe(403);
    const assessor = await criarUsuarioLoja(t.db, c.a.idConta, 'admin_store', 'Assessor REST');
    const r = await rest(
      t.app,
      'POST',
      `${API_LOJA}/stores`,
      { id_user: assessor.idUsuario, name: 'MC Rest', category: 'mc', description: 'Rimas', profile: imagem },
      c.operador.token,
    );
    expect(r).toMatchObject({
      status: 201,
      body: {
        name: 'MC Rest',
        category: 'MC',
        description: 'Rimas',
        idUser: assessor.idUsuario,
        slug: 'mc-rest',
      },
    });
    expect(r.body.profile).toEqual(expect.stringContaining('/api/loja/imagens/'));
  });

  it('a grade: o operador vê todas as da conta (busca por nome sem acento), o dono só a sua', async () => {
    const todas = await trpc(t.app, 'query', 'loja.artista.list', { page: 1 }, c.operador.token);
    const nomes = todas.body.itens.map((a: { nome: string }) => a.nome);
    expect(nomes).toEqual(
      expect.arrayContaining(['Loja de Dona', 'Loja de Outro Dono', 'Loja de Operadora']),
    );
    expect(nomes).not.toContain('Loja de Operador B');
    const busca = await trpc(t.app, 'query', 'loja.artista.list', { page: 1, q: 'ka mus' }, c.operador.token);
    expect(busca.body.itens.map((a: { nome: string }) => a.nome)).toEqual(['Ká Música']);
    const dono = await trpc(t.app, 'query', 'loja.artista.list', { page: 1 }, c.dono.token);
    expect(dono.body).toMatchObject({ total: 1, itens: [{ id: c.dono.idLoja }] });
    const adm = await rest(
      t.app,
      'GET',
      `${API_LOJA}/adm/stores?filter=all&limit=400`,
      undefined,
      c.dono.token,
    );
    expect(adm.body.map((l: { id: number }) => l.id)).toEqual([c.dono.idLoja]);
    const admOperador = await restComCabecalhos(t.app, `${API_LOJA}/adm/stores?limit=2`, c.operador.token);
    expect(admOperador.body).toHaveLength(2);
    expect(Number(admOperador.headers['x-total-count'])).toBe(todas.body.total);
  });

  it('editar: o dono edita o seu (não o assessor), o operador qualquer um da conta; outro id 404', async () => {
    const edicao = {
      id: c.dono.idLoja,
      nome: 'Dona Banda',
      descricao: 'Forró',
      categoria: 'Banda',
      slug: 'Dona Banda',
    };
    const r = await trpc(t.app, 'mutation', 'loja.artista.update', edicao, c.dono.token);
    expect(r.body).toMatchObject({ nome: 'Dona Banda', slug: 'dona-banda', categoria: 'Banda' });
    const alheio = await trpc(
      t.app,
      'mutation',
      'loja.artista.update',
      { ...edicao, id: c.outroDono.idLoja, slug: 'x' },
      c.dono.token,
    );
    expect(alheio.status).toBe(404);
    const deB = await trpc(
      t.app,
      'mutation',
      'loja.artista.update',
      { ...edicao, id: c.operadorB.idLoja, slug: 'y' },
      c.operador.token,
    );
    expect(deB.status).toBe(404);
    const trocaPeloDono = await trpc(
      t.app,
      'mutation',
      'loja.artista.update',
      { ...edicao, id_usuario: c.outroDono.idUsuario },
      c.dono.token,
    );
    expect(trocaPeloDono.status).toBe(403);
    const novaImagem = await trpc(
      t.app,
      'mutation',
      'loja.artista.update',
      { ...edicao, id: c.outroDono.idLoja, slug: 'outro-dono', imagem },
      c.operador.token,
    );
    expect(novaImagem.body.imagem).toEqual(expect.stringContaining('/api/loja/imagens/'));
  });
});
