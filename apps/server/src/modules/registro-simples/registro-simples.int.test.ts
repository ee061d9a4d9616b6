import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComToken,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  entrar,
  rest,
  trpc,
} from '../../testing';
import { BANCO, CATEGORIA } from './definicoes';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

describe.each([
  ['banco', BANCO],
  ['categoria', CATEGORIA],
] as const)('%s', (chave, def) => {
  const url = def.caminhoRest;

  it('cria pelas duas superfícies, aparando o nome, e lista com busca sem acento e paginação no servidor', async () => {
    const { token } = await clinicaComToken(t);
    const r1 = await rest(t.app, 'POST', url, { nome: '  São Tomé  ' }, token);
    expect(r1.status).toBe(201);
    expect(r1.body).toMatchObject({ nome: 'São Tomé' });
    const r2 = await trpc(t.app, 'mutation', `${chave}.create`, { nome: 'Itaú' }, token);
    expect(r2.status).toBe(200);
    for (const nome of ['Bradesco', 'Caixa', 'Inter']) await rest(t.app, 'POST', url, { nome }, token);

    const busca = await trpc(t.app, 'query', `${chave}.list`, { q: 'SAO TOME' }, token);
    expect(busca.body.itens.map((i: { nome: string }) => i.nome)).toEqual(['São Tomé']);
    const porId = await trpc(t.app, 'query', `${chave}.list`, { q: String(r1.body.id) }, token);
    expect(porId.body.itens.map((i: { id: number }) => i.id)).toContain(r1.body.id);

    const pagina2 = await trpc(t.app, 'query', `${chave}.list`, { page: 2, limit: 2 }, token);
    expect(pagina2.body).toMatchObject({ total: 5 });
    expect(pagina2.body.itens.map((i: { nome: string }) => i.nome)).toEqual(['Inter', 'Itaú']);

    const completa = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(completa.json()).toHaveLength(5);
    const paginaRest = await t.app.inject({
      method: 'GET',
      url: `${url}?page=1&limit=2&q=a`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(paginaRest.headers['x-total-count']).toBe('4');
    expect(paginaRest.json()).toHaveLength(2);
  });

  it('recusa nome vazio (400) e duplicado sem diferença de acento ou caixa (409), sem gravar', async () => {
    const { token } = await clinicaComToken(t);
    await rest(t.app, 'POST', url, { nome: 'Crédito' }, token);
    const vazio = await rest(t.app, 'POST', url, { nome: '   ' }, token);
    expect(vazio).toMatchObject({ status: 400, body: { message: 'Nome é obrigatório' } });
    const dup = await trpc(t.app, 'mutation', `${chave}.create`, { nome: 'CREDITO' }, token);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(def.mensagens.duplicado);
    const lista = await rest(t.app, 'GET', url, undefined, token);
    expect(lista.body).toHaveLength(1);
  });

  it('edita e exclui de verdade; outra clínica recebe 404', async () => {
    const a = await clinicaComToken(t);
    const b = await clinicaComToken(t);
    const { body: criado } = await rest(t.app, 'POST', url, { nome: 'Nubank' }, a.token);

    expect((await rest(t.app, 'PUT', `${url}/${criado.id}`, { nome: 'Outro' }, b.token)).status).toBe(404);
    expect((await rest(t.app, 'DELETE', `${url}/${criado.id}`, undefined, b.token)).status).toBe(404);
    expect((await trpc(t.app, 'mutation', `${chave}.remove`, { id: criado.id }, b.token)).status).toBe(404);

    const editado = await trpc(
      t.app,
      'mutation',
      `${chave}.update`,
      { id: criado.id, nome: 'Nu Pagamentos' },
      a.token,
    );
    expect(editado.body).toMatchObject({ id: criado.id, nome: 'Nu Pagamentos' });
    expect((await rest(t.app, 'PUT', `${url}/${criado.id}`, { nome: 'Nu' }, a.token)).body.nome).toBe('Nu');

    expect((await rest(t.app, 'DELETE', `${url}/${criado.id}`, undefined, a.token)).status).toBe(204);
    expect((await rest(t.app, 'DELETE', `${url}/${criado.id}`, undefined, a.token)).status).toBe(404);
    expect((await rest(t.app, 'GET', url, undefined, a.token)).body).toEqual([]);
  });

  it('quem só pode listar recebe 403 ao criar, editar ou excluir', async () => {
    const c = await criarClinica(t.deps);
    const adm = await entrar(t.app, c.email, c.senha);
    const { body: criado } = await rest(t.app, 'POST', url, { nome: 'Safra' }, adm);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, [def.permissoes.listar]);
    const token = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'GET', url, undefined, token)).status).toBe(200);
    expect((await rest(t.app, 'POST', url, { nome: 'X' }, token)).status).toBe(403);
    expect((await rest(t.app, 'PUT', `${url}/${criado.id}`, { nome: 'X' }, token)).status).toBe(403);
    expect((await trpc(t.app, 'mutation', `${chave}.remove`, { id: criado.id }, token)).status).toBe(403);
    const semNada = await criarUsuarioComPermissoes(t.db, c.idConta, []);
    const t2 = await entrar(t.app, semNada.email, semNada.senha);
    expect((await trpc(t.app, 'query', `${chave}.list`, {}, t2)).status).toBe(403);
  });
});
