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
import { questoesDoModelo } from './modelo-anamnese.repository';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

async function token() {
  const c = await criarClinica(t.deps);
  return { ...c, token: await entrar(t.app, c.email, c.senha) };
}

const URL = '/api/modelos-anamnese';

async function questoes(tk: string) {
  const criar = async (corpo: object) =>
    (await rest(t.app, 'POST', '/api/questoes-anamnese', corpo, tk)).body.id as number;
  return [
    await criar({ pergunta: 'Fuma?', tipo_pergunta: 'sim_nao' }),
    await criar({ pergunta: 'Alergia?', tipo_pergunta: 'sim_nao_naosei_texto', texto_auxiliar: 'Qual?' }),
    await criar({ pergunta: 'Observações', tipo_pergunta: 'texto' }),
  ] as const;
}

describe('modelos de anamnese', () => {
  it('cria pelas duas superfícies guardando a ordem enviada (ids ou objetos do payload da spec)', async () => {
    const s = await token();
    const [a, b, c] = await questoes(s.token);
    const r = await rest(t.app, 'POST', URL, { nome: ' Geral ', questoes: [c, a, b] }, s.token);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ nome: 'Geral', total_questoes: 3 });
    expect(r.body.questoes.map((q: { id_questao_anamnese: number }) => q.id_questao_anamnese)).toEqual([
      c,
      a,
      b,
    ]);
    expect(r.body.questoes[2]).toEqual({
      id_questao_anamnese: b,
      ordem: 2,
      questao: {
        id: b,
        pergunta: 'Alergia?',
        tipo_pergunta: 'sim_nao_naosei_texto',
        texto_auxiliar: 'Qual?',
      },
    });
    const r2 = await trpc(
      t.app,
      'mutation',
      'modeloAnamnese.create',
      { nome: 'Curto', questoes: [{ id_questao_anamnese: b }, { id_questao_anamnese: a }] },
      s.token,
    );
    expect(r2.status).toBe(200);
    expect(r2.body.questoes.map((q: { id_questao_anamnese: number }) => q.id_questao_anamnese)).toEqual([
      b,
      a,
    ]);
    const lista = await rest(t.app, 'GET', URL, undefined, s.token);
    expect(
      lista.body.map((m: { nome: string; total_questoes: number }) => [m.nome, m.total_questoes]),
    ).toEqual([
      ['Curto', 2],
      ['Geral', 3],
    ]);
  });

  it.each([
    [{ questoes: [] }, 'O nome do modelo é obrigatório'],
    [{ nome: '  ', questoes: [] }, 'O nome do modelo é obrigatório'],
  ])('400 para %o: "%s", sem gravar', async (body, mensagem) => {
    const s = await token();
    expect(await rest(t.app, 'POST', URL, body, s.token)).toMatchObject({
      status: 400,
      body: { message: mensagem },
    });
    expect(await trpc(t.app, 'mutation', 'modeloAnamnese.create', body, s.token)).toMatchObject({
      status: 400,
      body: { message: mensagem },
    });
    expect((await rest(t.app, 'GET', URL, undefined, s.token)).body).toEqual([]);
  });

  it('recusa questão repetida (400) e questão de outra clínica ou inexistente (404), sem gravar', async () => {
    const s = await token();
    const outra = await token();
    const [a] = await questoes(s.token);
    const [alheia] = await questoes(outra.token);
    expect(await rest(t.app, 'POST', URL, { nome: 'X', questoes: [a, a] }, s.token)).toMatchObject({
      status: 400,
      body: { message: 'Uma questão não pode aparecer duas vezes no modelo.' },
    });
    expect(await rest(t.app, 'POST', URL, { nome: 'X', questoes: [a, alheia] }, s.token)).toMatchObject({
      status: 404,
      body: { message: 'Uma das questões do modelo não foi encontrada.' },
    });
    expect(
      (
        await trpc(
          t.app,
          'mutation',
          'modeloAnamnese.create',
          { nome: 'X', questoes: [999_999_999] },
          s.token,
        )
      ).status,
    ).toBe(404);
    expect((await rest(t.app, 'GET', URL, undefined, s.token)).body).toEqual([]);
    const m = (await rest(t.app, 'POST', URL, { nome: 'Y', questoes: [a] }, s.token)).body;
    const e = await trpc(
      t.app,
      'mutation',
      'modeloAnamnese.update',
      { id: m.id, nome: 'Z', questoes: [alheia] },
      s.token,
    );
    expect(e.status).toBe(404);
    const lido = await trpc(t.app, 'query', 'modeloAnamnese.get', { id: m.id }, s.token);
    expect(lido.body).toMatchObject({ nome: 'Y', total_questoes: 1 });
  });

  it('edita nome, questões e ordem (o corpo pode repetir o modelo); exclui de verdade sem tocar nas questões', async () => {
    const s = await token();
    const [a, b, c] = await questoes(s.token);
    const m = (await rest(t.app, 'POST', URL, { nome: 'Geral', questoes: [a, b] }, s.token)).body;
    const e = await rest(
      t.app,
      'PUT',
      `${URL}/${m.id}`,
      { ...m, nome: 'Geral 2', questoes: [{ id_questao_anamnese: c }, { id_questao_anamnese: a }] },
      s.token,
    );
    expect(e.status).toBe(200);
    expect(e.body).toMatchObject({ id: m.id, nome: 'Geral 2', total_questoes: 2 });
    expect(
      e.body.questoes.map((q: { ordem: number; id_questao_anamnese: number }) => [
        q.ordem,
        q.id_questao_anamnese,
      ]),
    ).toEqual([
      [0, c],
      [1, a],
    ]);
    expect(await questoesDoModelo(t.db, s.idConta, m.id)).toEqual({
      nome: 'Geral 2',
      questoes: [
        { id_pergunta: c, pergunta: 'Observações', tipo_pergunta: 'texto', texto_auxiliar: null },
        { id_pergunta: a, pergunta: 'Fuma?', tipo_pergunta: 'sim_nao', texto_auxiliar: null },
      ],
    });
    const outra = await token();
    expect(await questoesDoModelo(t.db, outra.idConta, m.id)).toBeNull();

    expect((await rest(t.app, 'DELETE', `${URL}/${m.id}`, undefined, s.token)).status).toBe(204);
    expect((await trpc(t.app, 'query', 'modeloAnamnese.get', { id: m.id }, s.token)).status).toBe(404);
    expect((await trpc(t.app, 'mutation', 'modeloAnamnese.remove', { id: m.id }, s.token)).status).toBe(404);
    expect((await rest(t.app, 'GET', '/api/questoes-anamnese', undefined, s.token)).body).toHaveLength(3);
    // Now unused, the question can go.
    expect((await rest(t.app, 'DELETE', `/api/questoes-anamnese/${a}`, undefined, s.token)).status).toBe(204);
  });

  it('busca no nome e pelo id, paginado', async () => {
    const s = await token();
    const criar = async (nome: string) =>
      (await trpc(t.app, 'mutation', 'modeloAnamnese.create', { nome, questoes: [] }, s.token)).body
        .id as number;
    const a = await criar('Odontológica');
    const b = await criar('Estética facial');
    const ids = async (q: string) =>
      (await trpc(t.app, 'query', 'modeloAnamnese.list', { q }, s.token)).body.itens.map(
        (x: { id: number }) => x.id,
      );
    expect(await ids('ODONTOLOGICA')).toEqual([a]);
    expect(await ids(String(b))).toEqual([b]);
    const p = await trpc(t.app, 'query', 'modeloAnamnese.list', { page: 2, limit: 1 }, s.token);
    expect(p.body).toMatchObject({ total: 2, itens: [{ id: a }] });
  });

  it('quem só lista não cria, não edita nem exclui', async () => {
    const s = await token();
    const m = (await rest(t.app, 'POST', URL, { nome: 'Geral', questoes: [] }, s.token)).body;
    const u = await criarUsuarioComPermissoes(t.db, s.idConta, ['FICHAS_ANAMNESE_LISTAR']);
    const tk = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'GET', URL, undefined, tk)).status).toBe(200);
    expect((await rest(t.app, 'POST', URL, { nome: 'X', questoes: [] }, tk)).status).toBe(403);
    expect((await rest(t.app, 'PUT', `${URL}/${m.id}`, { nome: 'X', questoes: [] }, tk)).status).toBe(403);
    expect((await rest(t.app, 'DELETE', `${URL}/${m.id}`, undefined, tk)).status).toBe(403);
  });
});
