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

const URL = '/api/tratamentos';
const limpeza = { nome: 'Limpeza', preco_venda: 1234.56, preco_custo: 100, duracao: 30 };

const nomes = (b: { itens?: { nome: string }[] } | { nome: string }[]) =>
  (Array.isArray(b) ? b : (b.itens ?? [])).map((i) => i.nome);

describe('tratamento', () => {
  it('cria pelas duas superfícies: REST em reais, tRPC em centavos, ativo por padrão', async () => {
    const { token } = await clinicaComToken(t);
    const r1 = await rest(t.app, 'POST', URL, { ...limpeza, nome: '  Limpeza  ' }, token);
    expect(r1.status).toBe(201);
    expect(r1.body).toMatchObject({ nome: 'Limpeza', preco_venda: 1234.56, preco_custo: 100, duracao: 30 });
    expect(r1.body.status).toBe(true);

    const r2 = await trpc(
      t.app,
      'mutation',
      'tratamento.create',
      { nome: 'Clareamento', preco_venda: 99_990, preco_custo: 0, duracao: 0, status: false },
      token,
    );
    expect(r2.status).toBe(200);
    expect(r2.body).toMatchObject({ preco_venda: 99_990, status: false });

    const viaTrpc = await trpc(t.app, 'query', 'tratamento.list', { q: 'limpeza' }, token);
    expect(viaTrpc.body.itens[0]).toMatchObject({ preco_venda: 123_456, preco_custo: 10_000 });
    const viaRest = await rest(t.app, 'GET', URL, undefined, token);
    expect(viaRest.body).toHaveLength(2);
    expect(viaRest.body.find((i: { id: number }) => i.id === r2.body.id).preco_venda).toBe(999.9);
  });

  it('busca por nome sem acento, id, venda e custo; filtros; pagina 10 por página no REST', async () => {
    const { token } = await clinicaComToken(t);
    const { body: canal } = await rest(
      t.app,
      'POST',
      URL,
      { nome: 'Tratamento de Canal', preco_venda: 1234.56, preco_custo: 300, duracao: 60 },
      token,
    );
    await rest(
      t.app,
      'POST',
      URL,
      { nome: 'Extração', preco_venda: 250, preco_custo: 45.5, duracao: 45 },
      token,
    );
    for (let i = 1; i <= 10; i++)
      await rest(
        t.app,
        'POST',
        URL,
        { nome: `Sessão ${i}`, preco_venda: 80, preco_custo: 10, duracao: 0 },
        token,
      );

    const busca = async (q: string) =>
      nomes((await trpc(t.app, 'query', 'tratamento.list', { q }, token)).body);
    expect(await busca('EXTRACAO')).toEqual(['Extração']);
    expect(await busca('1234,56')).toEqual(['Tratamento de Canal']);
    expect(await busca('1.234,56')).toEqual(['Tratamento de Canal']);
    expect(await busca('R$ 1.234,56')).toEqual(['Tratamento de Canal']);
    expect(await busca('45,5')).toEqual(['Extração']);
    expect(await busca(String(canal.id))).toContain('Tratamento de Canal');

    const filtrado = await trpc(
      t.app,
      'query',
      'tratamento.list',
      { nome: 'sessao', preco_venda: 8000 },
      token,
    );
    expect(filtrado.body.total).toBe(10);
    const porCusto = await rest(t.app, 'GET', `${URL}?preco_custo=45.50`, undefined, token);
    expect(nomes(porCusto.body)).toEqual(['Extração']);

    const pagina = await t.app.inject({
      method: 'GET',
      url: `${URL}?page=2`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pagina.headers['x-total-count']).toBe('12');
    expect(pagina.json()).toHaveLength(2);
    const p2 = await trpc(t.app, 'query', 'tratamento.list', { page: 2, limit: 10 }, token);
    expect(p2.body).toMatchObject({ total: 12 });
    expect(p2.body.itens).toHaveLength(2);
  });

  it('recusa entrada inválida com a mensagem do spec (400) e nome duplicado (409), sem gravar', async () => {
    const { token } = await clinicaComToken(t);
    const casos: [Record<string, unknown>, string][] = [
      [{ ...limpeza, nome: '   ' }, 'Nome do tratamento é obrigatório!'],
      [{ ...limpeza, nome: undefined }, 'Nome do tratamento é obrigatório!'],
      [
        { ...limpeza, duracao: 7 },
        'Duração inválida: escolha sem duração ou de 10 a 180 minutos, de 5 em 5.',
      ],
      [
        { ...limpeza, duracao: 185 },
        'Duração inválida: escolha sem duração ou de 10 a 180 minutos, de 5 em 5.',
      ],
      [{ ...limpeza, preco_venda: -1 }, 'O valor não pode ser negativo.'],
      [{ ...limpeza, preco_custo: undefined }, 'Informe o valor de custo.'],
      [{ ...limpeza, preco_venda: 2_000_000 }, 'O valor máximo é R$ 1.000.000,00.'],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await rest(t.app, 'POST', URL, corpo, token);
      expect(r, mensagem).toMatchObject({ status: 400, body: { message: mensagem } });
    }
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'tratamento.create',
      { ...limpeza, preco_venda: 10.5 },
      token,
    );
    expect(viaTrpc.status).toBe(400);

    await rest(t.app, 'POST', URL, limpeza, token);
    const dup = await trpc(
      t.app,
      'mutation',
      'tratamento.create',
      { nome: 'LÍMPEZA', preco_venda: 0, preco_custo: 0, duracao: 0 },
      token,
    );
    expect(dup).toMatchObject({ status: 409, body: { message: 'Já existe um tratamento com esse nome.' } });
    expect((await rest(t.app, 'GET', URL, undefined, token)).body).toHaveLength(1);
  });

  it('edita, salva o status pelas duas superfícies, exclui de verdade; outra clínica recebe 404', async () => {
    const a = await clinicaComToken(t);
    const b = await clinicaComToken(t);
    const { body: criado } = await rest(t.app, 'POST', URL, limpeza, a.token);
    const id = criado.id;

    expect((await rest(t.app, 'PUT', `${URL}/${id}`, limpeza, b.token)).status).toBe(404);
    expect((await rest(t.app, 'PATCH', `${URL}/${id}/status`, { status: false }, b.token)).status).toBe(404);
    expect((await rest(t.app, 'DELETE', `${URL}/${id}`, undefined, b.token)).status).toBe(404);
    expect((await trpc(t.app, 'mutation', 'tratamento.remove', { id }, b.token)).status).toBe(404);
    const alheio = await trpc(t.app, 'mutation', 'tratamento.setStatus', { id, status: false }, b.token);
    expect(alheio.status).toBe(404);

    const inativo = await rest(t.app, 'PATCH', `${URL}/${id}/status`, { status: false }, a.token);
    expect(inativo.body).toMatchObject({ id, status: false });
    // An edit without status keeps it; the list shows it inactive.
    const editado = await rest(t.app, 'PUT', `${URL}/${id}`, { ...limpeza, preco_venda: 1500 }, a.token);
    expect(editado.body).toMatchObject({ preco_venda: 1500, status: false });
    const ativo = await trpc(t.app, 'mutation', 'tratamento.setStatus', { id, status: true }, a.token);
    expect(ativo.body.status).toBe(true);
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'tratamento.update',
      { id, nome: 'Limpeza completa', preco_venda: 180_000, preco_custo: 0, duracao: 90, status: false },
      a.token,
    );
    expect(viaTrpc.body).toMatchObject({ nome: 'Limpeza completa', preco_venda: 180_000, status: false });
    expect((await rest(t.app, 'GET', URL, undefined, a.token)).body[0]).toMatchObject({
      preco_venda: 1800,
      status: false,
    });
    const semStatus = await rest(t.app, 'PATCH', `${URL}/${id}/status`, {}, a.token);
    expect(semStatus).toMatchObject({
      status: 400,
      body: { message: 'Informe o status do tratamento (ativo ou inativo).' },
    });

    expect((await rest(t.app, 'DELETE', `${URL}/${id}`, undefined, a.token)).status).toBe(204);
    expect((await rest(t.app, 'DELETE', `${URL}/${id}`, undefined, a.token)).status).toBe(404);
    expect((await rest(t.app, 'GET', URL, undefined, a.token)).body).toEqual([]);
  });

  it('recusa excluir um tratamento em uso (409) e mantém a linha', async () => {
    const { token } = await clinicaComToken(t);
    const { body: criado } = await rest(t.app, 'POST', URL, limpeza, token);
    // Budgets are not built yet: a throw-away table references the treatment the way they will.
    const tabela = `teste_uso_tratamento_${criado.id}`;
    await sql`CREATE TABLE ${sql.table(tabela)} (
      id_conta integer, id_tratamento integer,
      FOREIGN KEY (id_conta, id_tratamento) REFERENCES tratamento (id_conta, id))`.execute(t.db);
    await sql`INSERT INTO ${sql.table(tabela)} SELECT id_conta, id FROM tratamento WHERE id = ${criado.id}`.execute(
      t.db,
    );
    try {
      const r = await trpc(t.app, 'mutation', 'tratamento.remove', { id: criado.id }, token);
      expect(r).toMatchObject({
        status: 409,
        body: { message: 'Este tratamento está em uso e não pode ser excluído.' },
      });
      expect((await rest(t.app, 'GET', URL, undefined, token)).body).toHaveLength(1);
    } finally {
      await sql`DROP TABLE ${sql.table(tabela)}`.execute(t.db);
    }
  });

  it('sem a permissão: 403 ao listar, criar, editar, alterar status ou excluir', async () => {
    const c = await criarClinica(t.deps);
    const adm = await entrar(t.app, c.email, c.senha);
    const { body: criado } = await rest(t.app, 'POST', URL, limpeza, adm);
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, ['TRATAMENTOS_LISTAR']);
    const token = await entrar(t.app, u.email, u.senha);
    expect((await rest(t.app, 'GET', URL, undefined, token)).status).toBe(200);
    expect((await rest(t.app, 'POST', URL, limpeza, token)).status).toBe(403);
    expect((await rest(t.app, 'PUT', `${URL}/${criado.id}`, limpeza, token)).status).toBe(403);
    expect((await rest(t.app, 'PATCH', `${URL}/${criado.id}/status`, { status: false }, token)).status).toBe(
      403,
    );
    expect((await rest(t.app, 'DELETE', `${URL}/${criado.id}`, undefined, token)).status).toBe(403);
    expect(
      (await trpc(t.app, 'mutation', 'tratamento.setStatus', { id: criado.id, status: false }, token)).status,
    ).toBe(403);
    expect((await trpc(t.app, 'mutation', 'tratamento.remove', { id: criado.id }, token)).status).toBe(403);
    const semNada = await criarUsuarioComPermissoes(t.db, c.idConta, []);
    const t2 = await entrar(t.app, semNada.email, semNada.senha);
    expect((await trpc(t.app, 'query', 'tratamento.list', {}, t2)).status).toBe(403);
    expect((await rest(t.app, 'GET', URL, undefined, t2)).status).toBe(403);
    // Checked before the body: a refused caller learns nothing about the input either.
    expect((await rest(t.app, 'POST', URL, {}, t2)).status).toBe(403);
  });
});
