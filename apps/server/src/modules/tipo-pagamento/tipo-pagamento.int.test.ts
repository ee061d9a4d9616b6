import { sql } from 'kysely';
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

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

const URL = '/api/tipos_pagamento';
const pix = { nome: 'Pix', tipo: 'R', taxa: 2.5 };

const nomes = (itens: { nome: string }[]) => itens.map((i) => i.nome);

describe('tipo de pagamento', () => {
  it('cria pelas duas superfícies (taxa com vírgula aceita), lista com busca e paginação', async () => {
    const { token } = await clinicaComToken(t);
    const r1 = await rest(
      t.app,
      'POST',
      URL,
      { nome: '  Cartão de Crédito ', tipo: 'R', taxa: '3,99' },
      token,
    );
    expect(r1.status).toBe(201);
    expect(r1.body).toMatchObject({ nome: 'Cartão de Crédito', tipo: 'R', taxa: 3.99 });
    const r2 = await trpc(
      t.app,
      'mutation',
      'tipoPagamento.create',
      { nome: 'Boleto', tipo: 'D', taxa: 0 },
      token,
    );
    expect(r2.body).toMatchObject({ nome: 'Boleto', tipo: 'D', taxa: 0 });
    await rest(t.app, 'POST', URL, pix, token);
    await rest(t.app, 'POST', URL, { nome: 'Dinheiro', tipo: 'R', taxa: 10 }, token);

    const busca = async (q: string) =>
      nomes((await trpc(t.app, 'query', 'tipoPagamento.list', { q }, token)).body.itens);
    expect(await busca('cartao de credito')).toEqual(['Cartão de Crédito']);
    expect(await busca('despesa')).toEqual(['Boleto']);
    expect(await busca('Receita')).toEqual(['Cartão de Crédito', 'Dinheiro', 'Pix']);
    expect(await busca('2,5')).toEqual(['Pix']);
    expect(await busca('2.5')).toEqual(['Pix']);
    expect(await busca('3,99%')).toEqual(['Cartão de Crédito']);
    expect(await busca(String(r2.body.id))).toContain('Boleto');

    const completa = await rest(t.app, 'GET', URL, undefined, token);
    expect(completa.body).toHaveLength(4);
    expect(completa.body.find((i: { nome: string }) => i.nome === 'Pix').taxa).toBe(2.5);
    const pagina = await t.app.inject({
      method: 'GET',
      url: `${URL}?page=2&limit=3`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pagina.headers['x-total-count']).toBe('4');
    expect(nomes(pagina.json())).toEqual(['Pix']);
    const p1 = await trpc(t.app, 'query', 'tipoPagamento.list', { page: 1, limit: 15 }, token);
    expect(p1.body.total).toBe(4);
  });

  it('recusa entrada inválida (400) e o mesmo título no mesmo tipo (409); o mesmo título em outro tipo vale', async () => {
    const { token } = await clinicaComToken(t);
    const casos: [Record<string, unknown>, string][] = [
      [{ ...pix, nome: '  ' }, 'Título é obrigatório'],
      [{ ...pix, tipo: 'X' }, 'Selecione o tipo: Receita ou Despesa.'],
      [{ ...pix, tipo: undefined }, 'Selecione o tipo: Receita ou Despesa.'],
      [{ ...pix, taxa: undefined }, 'Taxa é obrigatória'],
      [{ ...pix, taxa: '' }, 'Taxa é obrigatória'],
      [{ ...pix, taxa: 100.5 }, 'Taxa inválida: informe um percentual de 0 a 100, com até 2 casas decimais.'],
      [{ ...pix, taxa: -1 }, 'Taxa inválida: informe um percentual de 0 a 100, com até 2 casas decimais.'],
      [
        { ...pix, taxa: 'dois' },
        'Taxa inválida: informe um percentual de 0 a 100, com até 2 casas decimais.',
      ],
      [{ ...pix, taxa: 2.555 }, 'Taxa inválida: informe um percentual de 0 a 100, com até 2 casas decimais.'],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await rest(t.app, 'POST', URL, corpo, token);
      expect(r, mensagem).toMatchObject({ status: 400, body: { message: mensagem } });
    }
    const viaTrpc = await trpc(t.app, 'mutation', 'tipoPagamento.create', { ...pix, taxa: 101 }, token);
    expect(viaTrpc.status).toBe(400);

    await rest(t.app, 'POST', URL, pix, token);
    const dup = await trpc(t.app, 'mutation', 'tipoPagamento.create', { ...pix, nome: 'PÍX' }, token);
    expect(dup).toMatchObject({
      status: 409,
      body: { message: 'Já existe um tipo de pagamento com esse título e tipo.' },
    });
    expect((await rest(t.app, 'POST', URL, { ...pix, tipo: 'D' }, token)).status).toBe(201);
    expect((await rest(t.app, 'GET', URL, undefined, token)).body).toHaveLength(2);
  });

  it('edita e exclui de verdade; recusa excluir em uso (409); outra clínica recebe 404', async () => {
    const a = await clinicaComToken(t);
    const b = await clinicaComToken(t);
    const { body: criado } = await rest(t.app, 'POST', URL, pix, a.token);
    const id = criado.id;

    expect((await rest(t.app, 'PUT', `${URL}/${id}`, pix, b.token)).status).toBe(404);
    expect((await rest(t.app, 'DELETE', `${URL}/${id}`, undefined, b.token)).status).toBe(404);
    expect((await trpc(t.app, 'mutation', 'tipoPagamento.remove', { id }, b.token)).status).toBe(404);

    const editado = await rest(
      t.app,
      'PUT',
      `${URL}/${id}`,
      { nome: 'Pix Empresa', tipo: 'D', taxa: '1,25' },
      a.token,
    );
    expect(editado.body).toMatchObject({ id, nome: 'Pix Empresa', tipo: 'D', taxa: 1.25 });
    const viaTrpc = await trpc(t.app, 'mutation', 'tipoPagamento.update', { id, ...pix }, a.token);
    expect(viaTrpc.body).toMatchObject({ id, nome: 'Pix', tipo: 'R', taxa: 2.5 });

    // Payments are not built yet: a throw-away table references the type the way they will.
    const tabela = `teste_uso_tipo_pagamento_${id}`;
    await sql`CREATE TABLE ${sql.table(tabela)} (
      id_conta integer, id_tipo_pagamento integer,
      FOREIGN KEY (id_conta, id_tipo_pagamento) REFERENCES tipo_pagamento (id_conta, id))`.execute(t.db);
    try {
      await sql`INSERT INTO ${sql.table(tabela)} SELECT id_conta, id FROM tipo_pagamento WHERE id = ${id}`.execute(
        t.db,
      );
      const emUso = await rest(t.app, 'DELETE', `${URL}/${id}`, undefined, a.token);
      expect(emUso).toMatchObject({
        status: 409,
        body: { message: 'Este tipo de pagamento está em uso e não pode ser excluído.' },
      });
      await sql`DELETE FROM ${sql.table(tabela)}`.execute(t.db);
    } finally {
      await sql`DROP TABLE ${sql.table(tabela)}`.execute(t.db);
    }

    expect((await rest(t.app, 'DELETE', `${URL}/${id}`, undefined, a.token)).status).toBe(204);
    expect((await trpc(t.app, 'mutation', 'tipoPagamento.remove', { id }, a.token)).status).toBe(404);
    expect((await rest(t.app, 'GET', URL, undefined, a.token)).body).toEqual([]);
  });

  it('cada ação pede a sua permissão (403): listar, criar, editar, excluir', async () => {
    const c = await criarClinica(t.deps);
    const adm = await entrar(t.app, c.email, c.senha);
    const { body: criado } = await rest(t.app, 'POST', URL, pix, adm);
    const lista = await criarUsuarioComPermissoes(t.db, c.idConta, ['TIPOS_PAGAMENTOS_LISTAR']);
    const token = await entrar(t.app, lista.email, lista.senha);
    expect((await rest(t.app, 'GET', URL, undefined, token)).status).toBe(200);
    expect((await rest(t.app, 'POST', URL, pix, token)).status).toBe(403);
    expect((await rest(t.app, 'PUT', `${URL}/${criado.id}`, pix, token)).status).toBe(403);
    expect((await rest(t.app, 'DELETE', `${URL}/${criado.id}`, undefined, token)).status).toBe(403);
    expect((await trpc(t.app, 'mutation', 'tipoPagamento.remove', { id: criado.id }, token)).status).toBe(
      403,
    );

    // Editing does not allow deleting: TIPOS_PAGAMENTOS_DELETAR is its own key.
    const editor = await criarUsuarioComPermissoes(t.db, c.idConta, [
      'TIPOS_PAGAMENTOS_LISTAR',
      'TIPOS_PAGAMENTOS_EDITAR',
    ]);
    const te = await entrar(t.app, editor.email, editor.senha);
    expect((await rest(t.app, 'PUT', `${URL}/${criado.id}`, pix, te)).status).toBe(200);
    expect((await rest(t.app, 'DELETE', `${URL}/${criado.id}`, undefined, te)).status).toBe(403);

    const semNada = await criarUsuarioComPermissoes(t.db, c.idConta, []);
    const t2 = await entrar(t.app, semNada.email, semNada.senha);
    expect((await trpc(t.app, 'query', 'tipoPagamento.list', {}, t2)).status).toBe(403);
    expect((await rest(t.app, 'GET', URL, undefined, t2)).status).toBe(403);
  });
});
