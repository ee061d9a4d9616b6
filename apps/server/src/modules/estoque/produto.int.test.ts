import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaEstoque,
  clinicaComEstoque,
  criarAppDeTeste,
  diaDaClinica,
  entrada,
  novoProduto,
  rest,
  restComCabecalhos,
  saida,
  trpc,
} from '../../testing';

let t: AppDeTeste;
let c: ClinicaEstoque;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComEstoque(t);
});
afterAll(() => t.fechar());

const M = MSG.produtos;

describe('cadastro de produtos', () => {
  it('cria, edita e lista pelas duas APIs; o REST fala reais e traz os campos do spec', async () => {
    const criado = await rest(
      t.app,
      'POST',
      '/api/produtos',
      { nome: '  Luva nitrílica M  ', qnt_minima: '30' },
      c.token,
    );
    expect(criado.status).toBe(201);
    expect(criado.body).toMatchObject({
      nome: 'Luva nitrílica M',
      qnt_minima: 30,
      qnt_atual: 0,
      preco_custo: 0,
      status: 'SEM_ESTOQUE',
      tem_movimentacoes: false,
      proximo_vencimento: null,
    });
    const id = criado.body.id as number;
    await entrada(t, c.token, id, 3, 1234);
    const editado = await rest(
      t.app,
      'PUT',
      `/api/produtos/${id}`,
      { id, nome: 'Luva nitrílica G', qnt_minima: 2 },
      c.token,
    );
    expect(editado.status).toBe(200);
    expect(editado.body).toMatchObject({
      nome: 'Luva nitrílica G',
      qnt_minima: 2,
      qnt_atual: 3,
      preco_custo: 12.34,
      status: 'EM_ESTOQUE',
    });

    const lista = await rest(t.app, 'GET', '/api/produtos', undefined, c.token);
    const item = lista.body.find((p: { id: number }) => p.id === id);
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining(['id', 'nome', 'qnt_minima', 'qnt_atual', 'preco_custo', 'criado_em']),
    );
    expect(item.preco_custo).toBe(12.34);
    const viaTrpc = await trpc(t.app, 'query', 'produto.list', { q: 'nitrílica g' }, c.token);
    expect(viaTrpc.body.itens.map((p: { id: number; preco_custo: number }) => [p.id, p.preco_custo])).toEqual(
      [[id, 1234]],
    );
  });

  it('nome e quantidade mínima obrigatórios, nome repetido é 409, NUL e números enormes são 400', async () => {
    const casos: [Record<string, unknown>, number, string][] = [
      [{ nome: '   ', qnt_minima: 1 }, 400, M.nomeObrigatorio],
      [{ qnt_minima: 1 }, 400, M.nomeObrigatorio],
      [{ nome: 'X' }, 400, M.qntMinimaObrigatoria],
      [{ nome: 'X', qnt_minima: -1 }, 400, M.qntMinimaInvalida],
      [{ nome: 'X', qnt_minima: 1e10 }, 400, M.qntMinimaInvalida],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const r = await trpc(t.app, 'mutation', 'produto.create', corpo, c.token);
      expect([JSON.stringify(corpo), r.status, r.body.message]).toEqual([
        JSON.stringify(corpo),
        status,
        mensagem,
      ]);
    }
    await novoProduto(t, c.token, { nome: 'Gaze estéril' });
    const dup = await rest(t.app, 'POST', '/api/produtos', { nome: 'GAZE ESTERIL', qnt_minima: 0 }, c.token);
    expect([dup.status, dup.body.message]).toEqual([409, M.duplicado]);
    const nul = await rest(t.app, 'POST', '/api/produtos', { nome: 'a\u0000b', qnt_minima: 0 }, c.token);
    expect(nul.status).toBe(400);
    const grande = await rest(
      t.app,
      'PUT',
      '/api/produtos/2147483648',
      { nome: 'X', qnt_minima: 0 },
      c.token,
    );
    expect(grande.status).toBe(400);
  });

  it('só exclui enquanto não há movimentações; depois, 409 com a mensagem e nada muda', async () => {
    const livre = await novoProduto(t, c.token);
    // As old clients send it: Content-Type JSON with an empty body.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/produtos/${livre}`,
      headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(del.statusCode).toBe(204);
    expect((await rest(t.app, 'DELETE', `/api/produtos/${livre}`, undefined, c.token)).status).toBe(404);
    const usado = await novoProduto(t, c.token);
    await entrada(t, c.token, usado, 1, 100);
    await saida(t, c.token, usado, 1);
    const r = await trpc(t.app, 'mutation', 'produto.remove', { id: usado }, c.token);
    expect([r.status, r.body.message]).toEqual([409, M.comMovimentacoes]);
    expect((await trpc(t.app, 'query', 'produto.list', { q: String(usado) }, c.token)).body.total).toBe(1);
  });

  it('busca por nome sem acento ou id, filtra pela data de criação e pagina com o total no cabeçalho', async () => {
    const outra = await clinicaComEstoque(t);
    for (let i = 0; i < 12; i++) await novoProduto(t, outra.token, { nome: `Seringa ${i}` });
    await novoProduto(t, outra.token, { nome: 'Álcool 70%' });
    const pagina = await restComCabecalhos(t.app, '/api/produtos?page=2&limit=10&q=seringa', outra.token);
    expect(pagina.headers['x-total-count']).toBe('12');
    expect(pagina.body).toHaveLength(2);
    // `limit` without `page` is the first page of that size.
    const primeira = await restComCabecalhos(t.app, '/api/produtos?limit=5&q=seringa', outra.token);
    expect([primeira.body.length, primeira.headers['x-total-count']]).toEqual([5, '12']);
    const acento = await trpc(t.app, 'query', 'produto.list', { q: 'alcool 70%' }, outra.token);
    expect(acento.body.itens.map((p: { nome: string }) => p.nome)).toEqual(['Álcool 70%']);
    const hoje = diaDaClinica(0);
    const deHoje = await trpc(t.app, 'query', 'produto.list', { de: hoje, ate: hoje }, outra.token);
    expect(deHoje.body.total).toBe(13);
    const amanha = await trpc(t.app, 'query', 'produto.list', { de: diaDaClinica(1) }, outra.token);
    expect(amanha.body.total).toBe(0);
    const invertido = await trpc(
      t.app,
      'query',
      'produto.list',
      { de: diaDaClinica(1), ate: hoje },
      outra.token,
    );
    expect([invertido.status, invertido.body.message]).toEqual([400, M.periodoInvalido]);
  });
});

describe('lista de movimentações', () => {
  it('busca por tipo, produto, quantidade, validade e profissional; filtra por período e unidade', async () => {
    const cl = await clinicaComEstoque(t);
    const unidade = (
      await rest(
        t.app,
        'POST',
        '/api/unidades',
        { nome_fantasia: 'Unidade Centro', cnpj: '11222333000181' },
        cl.token,
      )
    ).body.id as number;
    const luva = await novoProduto(t, cl.token, { nome: 'Luva de procedimento' });
    const gaze = await novoProduto(t, cl.token, { nome: 'Gaze' });
    await entrada(t, cl.token, luva, 40, 100, { vencimento: '2027-05-20', id_unidade: unidade });
    await entrada(t, cl.token, gaze, 7, 100);
    await saida(t, cl.token, luva, 3, { id_usuario: cl.profB.idUsuario });
    const busca = async (q: string, extra: Record<string, unknown> = {}) =>
      (await trpc(t.app, 'query', 'movimentacao.list', { q, ...extra }, cl.token)).body.itens.map(
        (m: { tipo: string; produto: { nome: string }; quantidade: number }) =>
          `${m.tipo} ${m.produto.nome} ${m.quantidade}`,
      );
    expect(await busca('saída')).toEqual(['SAIDA Luva de procedimento 3']);
    expect(await busca('gaze')).toEqual(['ENTRADA Gaze 7']);
    expect(await busca('40')).toEqual(['ENTRADA Luva de procedimento 40']);
    expect(await busca('20/05/2027')).toEqual(['ENTRADA Luva de procedimento 40']);
    expect(await busca('davi')).toEqual(['SAIDA Luva de procedimento 3']);
    expect(await busca('', { unidades: [unidade] })).toEqual(['ENTRADA Luva de procedimento 40']);
    expect(await busca('', { de: diaDaClinica(1) })).toEqual([]);
    expect((await busca('', { de: diaDaClinica(0), ate: diaDaClinica(0) })).length).toBe(3);
    // Unfiltered, the total is the sum of the products' counters: the same 3.
    expect((await trpc(t.app, 'query', 'movimentacao.list', {}, cl.token)).body.total).toBe(3);
    const viaRest = await rest(t.app, 'GET', `/api/movimentacoes?unidades=${unidade}`, undefined, cl.token);
    expect(viaRest.body).toEqual([
      expect.objectContaining({
        id_produto: luva,
        id_usuario: null,
        tipo: 'ENTRADA',
        quantidade: 40,
        preco_custo: 1,
        valor_total: 40,
        vencimento: '2027-05-20',
        observacao: null,
        produto: { id: luva, nome: 'Luva de procedimento' },
        profissional: null,
        unidade: { id: unidade, nome: 'Unidade Centro' },
      }),
    ]);
    const doProduto = await rest(t.app, 'GET', `/api/movimentacoes/${luva}`, undefined, cl.token);
    expect(doProduto.body.map((m: { tipo: string }) => m.tipo)).toEqual(['SAIDA', 'ENTRADA']);
  });

  it('sem unidade escolhida, vale a única unidade de quem registra', async () => {
    const cl = await clinicaComEstoque(t);
    const unidade = (
      await rest(t.app, 'POST', '/api/unidades', { nome_fantasia: 'Única', cnpj: '11222333000181' }, cl.token)
    ).body.id as number;
    await t.db
      .insertInto('usuario_unidade')
      .values({ id_usuario: cl.idUsuario, id_unidade: unidade, id_conta: cl.idConta })
      .execute();
    const p = await novoProduto(t, cl.token);
    const r = await entrada(t, cl.token, p, 1, 100);
    expect(r.body.unidade).toEqual({ id: unidade, nome: 'Única' });
  });
});
