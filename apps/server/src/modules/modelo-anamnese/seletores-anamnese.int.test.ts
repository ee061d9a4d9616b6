import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  trpc,
} from '../../testing';

/**
 * The anamnesis pickers (issue 17, DECISIONS 21): the new-anamnesis dialog's model picker
 * (anamnese.modelos) and the model dialog's question picker (modeloAnamnese.questoes). Server
 * search, 20 at most, guarded by the dialog's own permission.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

async function clinicaComCadastros(quantos: number) {
  const c = await criarClinica(t.deps);
  if (quantos) {
    await t.db
      .insertInto('modelo_anamnese')
      .values(
        Array.from({ length: quantos }, (_, i) => ({
          id_conta: c.idConta,
          nome: `Modelo ${String(i + 1).padStart(3, '0')}`,
        })),
      )
      .execute();
    await t.db
      .insertInto('questao_anamnese')
      .values(
        Array.from({ length: quantos }, (_, i) => ({
          id_conta: c.idConta,
          pergunta: `Pergunta ${String(i + 1).padStart(3, '0')}?`,
          tipo_pergunta: 'texto',
        })),
      )
      .execute();
  }
  const modelo = await t.db
    .insertInto('modelo_anamnese')
    .values({ id_conta: c.idConta, nome: 'Anamnese Estética Facial' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questao = await t.db
    .insertInto('questao_anamnese')
    .values({
      id_conta: c.idConta,
      pergunta: 'Tem alergia a algum medicamento?',
      tipo_pergunta: 'sim_nao_naosei_texto',
      texto_auxiliar: 'Qual?',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...c, idModelo: modelo.id, idQuestao: questao.id, token: await entrar(t.app, c.email, c.senha) };
}

describe('anamnese.modelos', () => {
  it('20 em ordem alfabética, só id e nome; o 111º é achado pelo nome sem acento; outra clínica não aparece', async () => {
    const c = await clinicaComCadastros(110);
    const outra = await clinicaComCadastros(0);
    const todos = await trpc(t.app, 'query', 'anamnese.modelos', { q: '' }, c.token);
    expect(todos.status).toBe(200);
    expect(todos.body).toHaveLength(20);
    expect(Object.keys(todos.body[0]).sort()).toEqual(['id', 'nome']);
    expect(todos.body[0].nome).toBe('Anamnese Estética Facial');
    expect(todos.body[19].nome).toBe('Modelo 019');
    const achado = await trpc(t.app, 'query', 'anamnese.modelos', { q: 'estetica FACIAL' }, c.token);
    expect(achado.body).toEqual([{ id: c.idModelo, nome: 'Anamnese Estética Facial' }]);
    expect(
      (await trpc(t.app, 'query', 'anamnese.modelos', { q: 'modelo 110' }, c.token)).body.map(
        (m: { nome: string }) => m.nome,
      ),
    ).toEqual(['Modelo 110']);
    const daOutra = await trpc(t.app, 'query', 'anamnese.modelos', { q: 'estetica' }, outra.token);
    expect(daOutra.body).toEqual([{ id: outra.idModelo, nome: 'Anamnese Estética Facial' }]);
  });

  it('quem cria anamneses busca sem FICHAS_ANAMNESE_LISTAR; sem FICHAS_ANAMNESE_CRIAR é 403; entrada ruim é 400', async () => {
    const c = await clinicaComCadastros(0);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['FICHAS_ANAMNESE_CRIAR']);
    const token = await entrar(t.app, u.email, u.senha);
    expect((await trpc(t.app, 'query', 'anamnese.modelos', { q: 'facial' }, token)).body).toHaveLength(1);
    expect((await trpc(t.app, 'query', 'modeloAnamnese.list', {}, token)).status).toBe(403);
    const leitor = await criarUsuarioComPermissoes(t.db, c.idConta, ['FICHAS_ANAMNESE_LISTAR']);
    const t2 = await entrar(t.app, leitor.email, leitor.senha);
    expect((await trpc(t.app, 'query', 'anamnese.modelos', { q: '' }, t2)).status).toBe(403);
    const longa = await trpc(t.app, 'query', 'anamnese.modelos', { q: 'a'.repeat(101) }, c.token);
    expect(longa.status).toBe(400);
  });
});

describe('modeloAnamnese.questoes', () => {
  it('20 em ordem alfabética com tipo e texto auxiliar; a 111ª é achada; busca pelo tipo também', async () => {
    const c = await clinicaComCadastros(110);
    const todas = await trpc(t.app, 'query', 'modeloAnamnese.questoes', { q: '' }, c.token);
    expect(todas.status).toBe(200);
    expect(todas.body).toHaveLength(20);
    expect(Object.keys(todas.body[0]).sort()).toEqual(['id', 'pergunta', 'texto_auxiliar', 'tipo_pergunta']);
    expect(todas.body[0].pergunta).toBe('Pergunta 001?');
    const achada = await trpc(t.app, 'query', 'modeloAnamnese.questoes', { q: 'ALERGIA' }, c.token);
    expect(achada.body).toEqual([
      {
        id: c.idQuestao,
        pergunta: 'Tem alergia a algum medicamento?',
        tipo_pergunta: 'sim_nao_naosei_texto',
        texto_auxiliar: 'Qual?',
      },
    ]);
    const porTipo = await trpc(t.app, 'query', 'modeloAnamnese.questoes', { q: 'não sei + texto' }, c.token);
    expect(porTipo.body.map((q: { id: number }) => q.id)).toEqual([c.idQuestao]);
    const outra = await clinicaComCadastros(0);
    const daOutra = await trpc(t.app, 'query', 'modeloAnamnese.questoes', { q: 'alergia' }, outra.token);
    expect(daOutra.body.map((q: { id: number }) => q.id)).toEqual([outra.idQuestao]);
  });

  it('quem cria ou edita modelos busca sem QUESTOES_ANAMNESE_LISTAR; só com ela é 403', async () => {
    const c = await clinicaComCadastros(0);
    for (const chave of ['FICHAS_ANAMNESE_CRIAR', 'FICHAS_ANAMNESE_EDITAR'] as const) {
      const u = await criarUsuarioComPermissoes(t.db, c.idConta, [chave]);
      const token = await entrar(t.app, u.email, u.senha);
      const r = await trpc(t.app, 'query', 'modeloAnamnese.questoes', { q: 'alergia' }, token);
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(1);
      expect((await trpc(t.app, 'query', 'questaoAnamnese.list', {}, token)).status).toBe(403);
    }
    const leitor = await criarUsuarioComPermissoes(t.db, c.idConta, ['QUESTOES_ANAMNESE_LISTAR']);
    const token = await entrar(t.app, leitor.email, leitor.senha);
    expect((await trpc(t.app, 'query', 'modeloAnamnese.questoes', { q: '' }, token)).status).toBe(403);
  });
});
