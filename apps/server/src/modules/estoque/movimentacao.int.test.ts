import { MSG } from '@clinica/contracts';
import { sql } from 'kysely';
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

const M = MSG.movimentacoes;
const produto = async (id: number) =>
  (await trpc(t.app, 'query', 'produto.list', { q: String(id) }, c.token)).body.itens.find(
    (p: { id: number }) => p.id === id,
  );
/** Σ of the lots still in stock, straight from the table: always equal to the product's quantity. */
const somaDosLotes = async (id: number) =>
  Number(
    (
      await sql<{
        s: string;
      }>`select coalesce(sum(saldo_lote), 0) as s from movimentacao where id_produto = ${id}`.execute(t.db)
    ).rows[0]!.s,
  );

describe('custo médio e quantidade', () => {
  it('10 a R$ 5,00 e 10 a R$ 7,00 dão R$ 6,00; a saída leva o custo médio e não muda a média', async () => {
    const id = await novoProduto(t, c.token, { qnt_minima: 30 });
    expect((await entrada(t, c.token, id, 10, 500)).status).toBe(200);
    const e2 = await entrada(t, c.token, id, 10, 700, {
      vencimento: diaDaClinica(10),
      observacao: '  lote B  ',
    });
    expect(e2.body).toMatchObject({
      tipo: 'ENTRADA',
      quantidade: 10,
      preco_custo: 700,
      valor_total: 7000,
      vencimento: diaDaClinica(10),
      observacao: 'lote B',
      produto: { id },
      profissional: null,
      criado_por: { id: c.idUsuario },
    });
    expect(await produto(id)).toMatchObject({ qnt_atual: 20, preco_custo: 600, status: 'ABAIXO_MINIMO' });

    const s = await saida(t, c.token, id, 5, { id_usuario: c.profA.idUsuario });
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({
      tipo: 'SAIDA',
      preco_custo: 600,
      valor_total: 3000,
      vencimento: null,
      id_usuario: c.profA.idUsuario,
      profissional: { id: c.profA.idUsuario, nome: 'Dra. Carla' },
    });
    expect(await produto(id)).toMatchObject({ qnt_atual: 15, preco_custo: 600, tem_movimentacoes: true });
    expect(await somaDosLotes(id)).toBe(15);
  });

  it('a saída além do estoque é 409 com a mensagem e não muda nada', async () => {
    const id = await novoProduto(t, c.token);
    await entrada(t, c.token, id, 20, 600);
    const r = await saida(t, c.token, id, 25);
    expect([r.status, r.body.message]).toEqual([409, 'Estoque insuficiente: disponível 20.']);
    const viaRest = await rest(
      t.app,
      'POST',
      '/api/movimentacoes',
      { id_produto: id, tipo: 'saida', quantidade: '21' },
      c.token,
    );
    expect([viaRest.status, viaRest.body.message]).toEqual([409, M.estoqueInsuficiente(20)]);
    expect(await produto(id)).toMatchObject({ qnt_atual: 20, preco_custo: 600 });
    const lista = await trpc(t.app, 'query', 'movimentacao.list', { id_produto: id }, c.token);
    expect(lista.body.total).toBe(1);
  });

  it('o estoque esvaziado vale zero e a média fica no último custo; nova entrada recomeça a média', async () => {
    const id = await novoProduto(t, c.token);
    await entrada(t, c.token, id, 3, 333);
    await entrada(t, c.token, id, 1, 1);
    // 1000 cents over 4 units = 250; three exits of 1, then the last.
    for (const q of [1, 1, 1, 1]) expect((await saida(t, c.token, id, q)).status).toBe(200);
    const linha = await t.db
      .selectFrom('produto')
      .select(['qnt_atual', 'valor_estoque', 'preco_custo'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(linha).toEqual({ qnt_atual: 0, valor_estoque: 0, preco_custo: 250 });
    const valores = await t.db
      .selectFrom('movimentacao')
      .select('valor_total')
      .where('id_produto', '=', id)
      .where('tipo', '=', 'SAIDA')
      .execute();
    expect(valores.reduce((s, v) => s + v.valor_total, 0)).toBe(1000);
    expect(await produto(id)).toMatchObject({ status: 'SEM_ESTOQUE', preco_custo: 250 });
    await entrada(t, c.token, id, 2, 900);
    expect(await produto(id)).toMatchObject({ qnt_atual: 2, preco_custo: 900 });
  });

  it('30 saídas simultâneas de 1 sobre 20 unidades: exatamente 20 passam, 10 recebem 409, nunca negativo', async () => {
    const id = await novoProduto(t, c.token);
    await entrada(t, c.token, id, 20, 100, { vencimento: diaDaClinica(5) });
    const r = await Promise.all(Array.from({ length: 30 }, () => saida(t, c.token, id, 1)));
    const status = r.map((x) => x.status).sort();
    expect(status.filter((s) => s === 200)).toHaveLength(20);
    expect(status.filter((s) => s === 409)).toHaveLength(10);
    expect(await produto(id)).toMatchObject({ qnt_atual: 0 });
    expect(await somaDosLotes(id)).toBe(0);
    const saidas = await trpc(
      t.app,
      'query',
      'movimentacao.list',
      { id_produto: id, q: 'saida', limit: 100 },
      c.token,
    );
    expect(saidas.body.total).toBe(20);
    // The unfiltered total is the product's movement counter: 1 entry + 20 exits, none lost.
    const todas = await trpc(t.app, 'query', 'movimentacao.list', { id_produto: id }, c.token);
    expect(todas.body.total).toBe(21);
  });
});

describe('lotes e validade', () => {
  it('as saídas consomem o lote que vence primeiro; o produto mostra o próximo vencimento que ainda tem saldo', async () => {
    const id = await novoProduto(t, c.token);
    await entrada(t, c.token, id, 5, 100, { vencimento: diaDaClinica(60) });
    await entrada(t, c.token, id, 3, 100, { vencimento: diaDaClinica(7) });
    await entrada(t, c.token, id, 4, 100);
    expect(await produto(id)).toMatchObject({ proximo_vencimento: diaDaClinica(7), validade: 'A_VENCER' });
    await saida(t, c.token, id, 3);
    expect(await produto(id)).toMatchObject({ proximo_vencimento: diaDaClinica(60), validade: 'OK' });
    const r = await trpc(t.app, 'query', 'produto.list', { situacao: 'VALIDADE', limit: 100 }, c.token);
    expect(r.body.itens.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('a validade é gravada e devolvida como enviada (sem deslocar o dia), nas duas APIs', async () => {
    const id = await novoProduto(t, c.token);
    const r = await rest(
      t.app,
      'POST',
      '/api/movimentacoes',
      {
        id_produto: String(id),
        tipo: 'ENTRADA',
        quantidade: 2,
        preco_custo: '12,50',
        vencimento: '2027-03-01T03:00:00.000Z',
        observacao: null,
      },
      c.token,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      vencimento: '2027-03-01',
      preco_custo: 12.5,
      valor_total: 25,
      produto: { nome: expect.any(String) },
    });
    const br = await rest(
      t.app,
      'POST',
      '/api/movimentacoes',
      { id_produto: id, tipo: 'entrada', quantidade: 1, preco_custo: 3, vencimento: '15/04/2027' },
      c.token,
    );
    expect(br.body.vencimento).toBe('2027-04-15');
    const lista = await rest(t.app, 'GET', `/api/movimentacoes/${id}`, undefined, c.token);
    expect(lista.body.map((m: { vencimento: string }) => m.vencimento)).toEqual(['2027-04-15', '2027-03-01']);
  });

  it('GET /api/movimentacoes traz no corpo a contagem de registros (spec 03 §3, issue 33)', async () => {
    const d = await clinicaComEstoque(t);
    const [um, dois] = [await novoProduto(t, d.token), await novoProduto(t, d.token)];
    for (const [id, n] of [
      [um, 3],
      [dois, 2],
    ] as const)
      for (let i = 0; i < n; i++) expect((await entrada(t, d.token, id, 1, 100)).status).toBe(200);
    const contagens = async (url: string) => {
      const r = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${d.token}` } });
      const linhas = r.json() as { total_registros: number }[];
      return {
        linhas: linhas.length,
        total: [...new Set(linhas.map((m) => m.total_registros))],
        x: r.headers['x-total-count'],
      };
    };
    expect(await contagens('/api/movimentacoes')).toEqual({ linhas: 5, total: [5], x: '5' });
    expect(await contagens('/api/movimentacoes?page=2&limit=2')).toEqual({ linhas: 2, total: [5], x: '5' });
    expect(await contagens(`/api/movimentacoes/${um}?limit=2`)).toEqual({ linhas: 2, total: [3], x: '3' });
  });

  it('o resumo conta produtos por situação e lotes a vencer e vencidos com saldo', async () => {
    const outra = await clinicaComEstoque(t);
    const a = await novoProduto(t, outra.token, { qnt_minima: 10 });
    const b = await novoProduto(t, outra.token, { qnt_minima: 1 });
    await novoProduto(t, outra.token, { qnt_minima: 0 });
    await entrada(t, outra.token, a, 5, 100, { vencimento: diaDaClinica(3) });
    await entrada(t, outra.token, b, 2, 100, { vencimento: diaDaClinica(90) });
    // An expired lot still on the shelf, as if entered long ago.
    const velho = await entrada(t, outra.token, b, 1, 100, { vencimento: diaDaClinica(5) });
    await t.db
      .updateTable('movimentacao')
      .set({ vencimento: diaDaClinica(-2) })
      .where('id', '=', velho.body.id)
      .execute();
    const r = await trpc(t.app, 'query', 'produto.resumo', undefined, outra.token);
    expect(r.body).toEqual({
      cadastrados: 3,
      em_estoque: 1,
      abaixo_minimo: 1,
      sem_estoque: 1,
      com_alerta_validade: 2,
      lotes_a_vencer: 1,
      lotes_vencidos: 1,
    });
    for (const [situacao, n] of [
      ['EM_ESTOQUE', 1],
      ['ABAIXO_MINIMO', 1],
      ['SEM_ESTOQUE', 1],
      ['VALIDADE', 2],
    ] as const) {
      const l = await trpc(t.app, 'query', 'produto.list', { situacao }, outra.token);
      expect([situacao, l.body.total]).toEqual([situacao, n]);
    }
  });
});

describe('entrada inválida', () => {
  it('cada regra responde 400 com a sua mensagem e nada é gravado', async () => {
    const id = await novoProduto(t, c.token);
    const casos: [Record<string, unknown>, string][] = [
      [{ tipo: 'ENTRADA', id_produto: id, quantidade: 0, preco_custo: 100 }, M.quantidadeInvalida],
      [{ tipo: 'ENTRADA', id_produto: id, quantidade: 1.5, preco_custo: 100 }, M.quantidadeInvalida],
      [{ tipo: 'ENTRADA', id_produto: id, quantidade: 1_000_001, preco_custo: 100 }, M.quantidadeMaxima],
      [{ tipo: 'ENTRADA', id_produto: id, quantidade: 1, preco_custo: 0 }, M.custoInvalido],
      [{ tipo: 'ENTRADA', id_produto: id, quantidade: 1, preco_custo: 10_000_001 }, M.custoMaximo],
      [
        { tipo: 'ENTRADA', id_produto: id, quantidade: 1, preco_custo: 100, vencimento: '2027-02-30' },
        M.dataInvalida,
      ],
      [{ tipo: 'TROCA', id_produto: id, quantidade: 1 }, M.tipoInvalido],
      [{ tipo: 'SAIDA', quantidade: 1 }, MSG.geral.campoObrigatorio],
      [
        { tipo: 'SAIDA', id_produto: 2_147_483_648, quantidade: 1 },
        'id_produto: Grande demais: esperava que o número fosse <= 2147483647',
      ],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await trpc(t.app, 'mutation', 'movimentacao.create', corpo, c.token);
      expect([JSON.stringify(corpo), r.status, r.body.message]).toEqual([
        JSON.stringify(corpo),
        400,
        mensagem,
      ]);
    }
    const viaRest: [Record<string, unknown>, string][] = [
      [{ tipo: 'entrada', id_produto: id, quantidade: '1', preco_custo: 'abc' }, M.custoInvalido],
      [{ tipo: 'entrada', id_produto: id, quantidade: 1e300, preco_custo: 1 }, M.quantidadeInvalida],
      [
        { tipo: 'saida', id_produto: id, quantidade: 1, observacao: 'x'.repeat(501) },
        'Máximo de 500 caracteres.',
      ],
    ];
    for (const [corpo, mensagem] of viaRest) {
      const r = await rest(t.app, 'POST', '/api/movimentacoes', corpo, c.token);
      expect([JSON.stringify(corpo).slice(0, 80), r.status, r.body.message]).toEqual([
        JSON.stringify(corpo).slice(0, 80),
        400,
        mensagem,
      ]);
    }
    expect((await trpc(t.app, 'query', 'movimentacao.list', { id_produto: id }, c.token)).body.total).toBe(0);
  });

  it('produto, profissional e unidade de outra clínica respondem 404 com o nome do que falta', async () => {
    const outra = await clinicaComEstoque(t);
    const alheio = await novoProduto(t, outra.token);
    const meu = await novoProduto(t, c.token);
    await entrada(t, c.token, meu, 5, 100);
    const r1 = await entrada(t, c.token, alheio, 1, 100);
    expect([r1.status, r1.body.message]).toEqual([404, M.produtoNaoEncontrado]);
    const r2 = await saida(t, c.token, meu, 1, { id_usuario: outra.profA.idUsuario });
    expect([r2.status, r2.body.message]).toEqual([404, M.profissionalNaoEncontrado]);
    const unidade = (
      await rest(
        t.app,
        'POST',
        '/api/unidades',
        { nome_fantasia: 'Filial', cnpj: '11222333000181' },
        outra.token,
      )
    ).body.id;
    const r3 = await entrada(t, c.token, meu, 1, 100, { id_unidade: unidade });
    expect([r3.status, r3.body.message]).toEqual([404, M.unidadeNaoEncontrada]);
    expect(await produto(meu)).toMatchObject({ qnt_atual: 5 });
  });
});
