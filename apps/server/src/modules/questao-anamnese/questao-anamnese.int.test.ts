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

async function token() {
  const c = await criarClinica(t.deps);
  return { ...c, token: await entrar(t.app, c.email, c.senha) };
}

const URL = '/api/questoes-anamnese';

describe('questões de anamnese', () => {
  it('cria pelas duas superfícies; texto_auxiliar só fica no tipo sim_nao_naosei_texto', async () => {
    const s = await token();
    const r = await rest(
      t.app,
      'POST',
      URL,
      { pergunta: ' Tem alergia? ', tipo_pergunta: 'sim_nao_naosei_texto', texto_auxiliar: ' Qual? ' },
      s.token,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      pergunta: 'Tem alergia?',
      tipo_pergunta: 'sim_nao_naosei_texto',
      texto_auxiliar: 'Qual?',
    });
    const r2 = await trpc(
      t.app,
      'mutation',
      'questaoAnamnese.create',
      { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao', texto_auxiliar: 'ignorado' },
      s.token,
    );
    expect(r2.status).toBe(200);
    expect(r2.body).toMatchObject({ pergunta: 'Fuma?', tipo_pergunta: 'sim_nao', texto_auxiliar: null });
    const lista = await rest(t.app, 'GET', URL, undefined, s.token);
    expect(lista.body.map((q: { id: number }) => q.id)).toEqual([r2.body.id, r.body.id]);
  });

  it.each([
    [{ pergunta: '', tipo_pergunta: 'texto' }, 'Pergunta é obrigatória'],
    [{ tipo_pergunta: 'texto' }, 'Pergunta é obrigatória'],
    [{ pergunta: 'x'.repeat(501), tipo_pergunta: 'texto' }, 'Máximo de 500 caracteres.'],
    [{ pergunta: 'Ok?' }, 'Tipo é obrigatório'],
    [{ pergunta: 'Ok?', tipo_pergunta: 'talvez' }, 'Tipo é obrigatório'],
    [
      { pergunta: 'Ok?', tipo_pergunta: 'sim_nao_naosei_texto' },
      'Texto auxiliar é obrigatório para este tipo de pergunta',
    ],
    [
      { pergunta: 'Ok?', tipo_pergunta: 'sim_nao_naosei_texto', texto_auxiliar: '   ' },
      'Texto auxiliar é obrigatório para este tipo de pergunta',
    ],
    [
      { pergunta: 'Ok?', tipo_pergunta: 'sim_nao_naosei_texto', texto_auxiliar: 'x'.repeat(201) },
      'Máximo de 200 caracteres.',
    ],
  ])('400 para %o: "%s", sem gravar (REST e tRPC)', async (body, mensagem) => {
    const s = await token();
    const r = await rest(t.app, 'POST', URL, body, s.token);
    expect(r).toMatchObject({ status: 400, body: { message: mensagem } });
    const r2 = await trpc(t.app, 'mutation', 'questaoAnamnese.create', body, s.token);
    expect(r2).toMatchObject({ status: 400, body: { message: mensagem } });
    expect((await rest(t.app, 'GET', URL, undefined, s.token)).body).toEqual([]);
  });

  it('edita (o id no corpo é ignorado), limpa o texto auxiliar ao trocar o tipo e valida a edição', async () => {
    const s = await token();
    const q = (
      await rest(
        t.app,
        'POST',
        URL,
        { pergunta: 'Alergia?', tipo_pergunta: 'sim_nao_naosei_texto', texto_auxiliar: 'Qual?' },
        s.token,
      )
    ).body;
    const e = await rest(
      t.app,
      'PUT',
      `${URL}/${q.id}`,
      { id: 999, pergunta: 'Alergia a remédios?', tipo_pergunta: 'sim_nao', texto_auxiliar: 'Qual?' },
      s.token,
    );
    expect(e).toMatchObject({
      status: 200,
      body: { id: q.id, pergunta: 'Alergia a remédios?', tipo_pergunta: 'sim_nao', texto_auxiliar: null },
    });
    const inval = await trpc(
      t.app,
      'mutation',
      'questaoAnamnese.update',
      { id: q.id, pergunta: 'X', tipo_pergunta: 'sim_nao_naosei_texto' },
      s.token,
    );
    expect(inval).toMatchObject({
      status: 400,
      body: { message: 'Texto auxiliar é obrigatório para este tipo de pergunta' },
    });
    const ok = await trpc(
      t.app,
      'mutation',
      'questaoAnamnese.update',
      { id: q.id, pergunta: 'X', tipo_pergunta: 'sim_nao_naosei_texto', texto_auxiliar: 'Quais?' },
      s.token,
    );
    expect(ok.body).toMatchObject({ tipo_pergunta: 'sim_nao_naosei_texto', texto_auxiliar: 'Quais?' });
    expect((await trpc(t.app, 'query', 'questaoAnamnese.get', { id: q.id }, s.token)).body.pergunta).toBe(
      'X',
    );
  });

  it('busca na pergunta, no tipo (chave e rótulo) e no texto auxiliar, 10 por página', async () => {
    const s = await token();
    const criar = (pergunta: string, tipo_pergunta: string, texto_auxiliar?: string) =>
      rest(t.app, 'POST', URL, { pergunta, tipo_pergunta, texto_auxiliar }, s.token).then((r) => r.body.id);
    const a = await criar('Pressão alta?', 'sim_nao');
    const b = await criar('Qual lado dói?', 'esquerda_direita_naosei');
    const c = await criar('Usa medicação?', 'sim_nao_naosei_texto', 'Quais remédios?');
    const ids = async (q: string) =>
      (await trpc(t.app, 'query', 'questaoAnamnese.list', { q, limit: 10 }, s.token)).body.itens.map(
        (x: { id: number }) => x.id,
      );
    expect(await ids('PRESSAO')).toEqual([a]);
    expect(await ids('esquerda')).toEqual([b]);
    expect(await ids('Direita / Não')).toEqual([b]);
    expect(await ids('remedios')).toEqual([c]);
    expect(await ids('sim_nao')).toEqual([c, a]);
    for (let i = 0; i < 9; i++) await criar(`Pergunta ${i}?`, 'texto');
    const p2 = await trpc(t.app, 'query', 'questaoAnamnese.list', { page: 2, limit: 10 }, s.token);
    expect(p2.body).toMatchObject({ total: 12 });
    expect(p2.body.itens).toHaveLength(2);
    const rp = await t.app.inject({
      method: 'GET',
      url: `${URL}?page=1&limit=10&q=texto`,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(rp.headers['x-total-count']).toBe('10');
  });

  it('exclui de verdade; 409 enquanto um modelo a usa', async () => {
    const s = await token();
    const q = (await rest(t.app, 'POST', URL, { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao' }, s.token)).body;
    const m = (
      await rest(t.app, 'POST', '/api/modelos-anamnese', { nome: 'Geral', questoes: [q.id] }, s.token)
    ).body;
    const r = await rest(t.app, 'DELETE', `${URL}/${q.id}`, undefined, s.token);
    expect(r).toMatchObject({
      status: 409,
      body: {
        message:
          'Esta questão faz parte de um modelo de anamnese e não pode ser excluída. Retire-a dos modelos antes.',
      },
    });
    expect((await trpc(t.app, 'mutation', 'questaoAnamnese.remove', { id: q.id }, s.token)).status).toBe(409);
    await rest(t.app, 'PUT', `/api/modelos-anamnese/${m.id}`, { nome: 'Geral', questoes: [] }, s.token);
    expect((await rest(t.app, 'DELETE', `${URL}/${q.id}`, undefined, s.token)).status).toBe(204);
    expect((await trpc(t.app, 'query', 'questaoAnamnese.get', { id: q.id }, s.token)).status).toBe(404);
  });

  it('quem só lista não cria, não edita nem exclui', async () => {
    const s = await token();
    const q = (await rest(t.app, 'POST', URL, { pergunta: 'Fuma?', tipo_pergunta: 'sim_nao' }, s.token)).body;
    const u = await criarUsuarioComPermissoes(t.db, s.idConta, ['QUESTOES_ANAMNESE_LISTAR']);
    const tk = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'GET', URL, undefined, tk)).status).toBe(200);
    const corpo = { pergunta: 'X', tipo_pergunta: 'texto' };
    expect((await rest(t.app, 'POST', URL, corpo, tk)).status).toBe(403);
    expect((await rest(t.app, 'PUT', `${URL}/${q.id}`, corpo, tk)).status).toBe(403);
    expect((await rest(t.app, 'DELETE', `${URL}/${q.id}`, undefined, tk)).status).toBe(403);
  });
});
