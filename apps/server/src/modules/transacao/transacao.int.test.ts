import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaFinanceiro,
  clinicaComFinanceiro,
  criarAppDeTeste,
  diaDaClinica,
  novaReceita,
  novoOrcamento,
  rest,
  restComCabecalhos,
  trpc,
} from '../../testing';

let t: AppDeTeste;
let c: ClinicaFinanceiro;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComFinanceiro(t);
});
afterAll(() => t.fechar());

const M = MSG.transacoes;
const hoje = () => diaDaClinica(0);
const pagar = (id: number, pagamentos: Record<string, unknown>[], token = c.token) =>
  trpc(t.app, 'mutation', 'transacao.pagar', { id_transacao: id, pagamentos }, token);
const linha = (valor: number, extra: Record<string, unknown> = {}) => ({
  id_tipo_pagamento: c.pix,
  valor,
  data: hoje(),
  qnt_parcelas: 1,
  ...extra,
});

describe('receita de um orçamento', () => {
  it('leva o paciente e o total do orçamento; um segundo é 409; o orçamento mostra o vínculo e não sai', async () => {
    const o = await novoOrcamento(t, c);
    const r = await trpc(
      t.app,
      'mutation',
      'transacao.create',
      { tipo: 'RECEITA', id_orcamento: o.id, vencimento: hoje(), observacao: '  entrada  ' },
      c.token,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      tipo: 'RECEITA',
      paciente: { id: c.ana, nome: 'Ana Souza' },
      valor_total: 45_050,
      valor_pago: 0,
      observacao: 'entrada',
      orcamento: { id: o.id, valor_total: 45_050 },
      pagamentos: [],
    });
    expect(
      r.body.orcamento.tratamentos.map((i: { profissional: { nome: string } }) => i.profissional.nome),
    ).toEqual(['Dra. Carla', 'Dr. Davi']);
    // Issue 33: each item names its treatment as the budget's answer does, on both surfaces.
    const doOrcamento = (await rest(t.app, 'GET', `/api/orcamentos/${o.id}`, undefined, c.token)).body;
    const tratamentos = doOrcamento.tratamentos.map((i: { id: number; id_tratamento: number }) => ({
      id: i.id,
      id_tratamento: i.id_tratamento,
    }));
    expect(tratamentos.map((i: { id_tratamento: number }) => i.id_tratamento)).toEqual([
      c.idLimpeza,
      c.idClareamento,
    ]);
    expect(r.body.orcamento.tratamentos).toEqual(tratamentos.map((i: object) => expect.objectContaining(i)));
    const viaRest = await rest(t.app, 'GET', `/api/transacoes/${r.body.id}`, undefined, c.token);
    expect(viaRest.body.orcamento.tratamentos).toEqual(
      tratamentos.map((i: object) => expect.objectContaining(i)),
    );
    const segunda = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      { tipo: 'receita', id_orcamento: String(o.id), vencimento: hoje() },
      c.token,
    );
    expect([segunda.status, segunda.body.message]).toEqual([409, M.orcamentoJaVinculado]);
    const orc = await trpc(t.app, 'query', 'orcamento.get', { id: o.id }, c.token);
    expect(orc.body.transacao).toEqual({ id: r.body.id });
    const excluir = await rest(t.app, 'DELETE', `/api/orcamentos/${o.id}`, undefined, c.token);
    expect([excluir.status, excluir.body.message]).toEqual([409, MSG.orcamentos.vinculadoExcluir]);
  });

  it('só de orçamento ATIVO: cancelado e vencido são recusados; outro paciente não vê', async () => {
    const cancelado = await novoOrcamento(t, c);
    await trpc(t.app, 'mutation', 'orcamento.cancelar', { id: cancelado.id }, c.token);
    const vencido = await novoOrcamento(t, c, { vencimento: diaDaClinica(-1) });
    for (const o of [cancelado, vencido]) {
      const r = await trpc(
        t.app,
        'mutation',
        'transacao.create',
        { tipo: 'RECEITA', id_orcamento: o.id, vencimento: hoje() },
        c.token,
      );
      expect([r.status, r.body.message]).toEqual([409, M.orcamentoNaoAtivo]);
    }
    const ativo = await novoOrcamento(t, c);
    const opcoes = await trpc(t.app, 'query', 'transacao.orcamentos', { id_paciente: c.ana }, c.token);
    const ids = opcoes.body.map((o: { id: number }) => o.id);
    expect(ids).toContain(ativo.id);
    expect(ids).not.toContain(cancelado.id);
    expect(ids).not.toContain(vencido.id);
  });
});

describe('despesa', () => {
  it('REST em reais, banco opcional; categoria de fora é 404; campos faltando são 400', async () => {
    const r = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      {
        tipo: 'DESPESA',
        descricao: 'Aluguel de novembro',
        valor_total: '1.234,56',
        id_categoria: c.aluguel,
        id_banco: null,
        vencimento: hoje(),
      },
      c.token,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      tipo: 'DESPESA',
      descricao: 'Aluguel de novembro',
      valor_total: 1234.56,
      valor_pago: 0,
      categoria: { id: c.aluguel },
      banco: null,
      paciente: null,
      orcamento: null,
    });
    const outra = await clinicaComFinanceiro(t);
    const fora = await trpc(
      t.app,
      'mutation',
      'transacao.create',
      { tipo: 'DESPESA', descricao: 'X', valor_total: 100, id_categoria: outra.aluguel, vencimento: hoje() },
      c.token,
    );
    expect([fora.status, fora.body.message]).toEqual([404, M.categoriaNaoEncontrada]);
    const semValor = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      { tipo: 'DESPESA', descricao: 'X', id_categoria: c.aluguel, vencimento: hoje() },
      c.token,
    );
    expect([semValor.status, semValor.body.message]).toEqual([400, MSG.geral.campoObrigatorio]);
    const semTipo = await rest(t.app, 'POST', '/api/transacoes', { descricao: 'X' }, c.token);
    expect(semTipo.status).toBe(400);
  });
});

describe('datas como os clientes antigos mandam (issue 33)', () => {
  const br = (dia: string) => dia.split('-').reverse().join('/');

  it('REST aceita vencimento e data do pagamento em DD/MM/YYYY ou YYYY-MM-DD; dia inexistente é 400', async () => {
    const o = await novoOrcamento(t, c);
    const receita = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      { tipo: 'RECEITA', id_orcamento: o.id, vencimento: br(diaDaClinica(5)) },
      c.token,
    );
    expect([receita.status, receita.body.vencimento]).toEqual([201, diaDaClinica(5)]);
    const despesa = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      {
        tipo: 'DESPESA',
        descricao: 'Luz',
        valor_total: 10,
        id_categoria: c.aluguel,
        vencimento: '25/12/2030',
      },
      c.token,
    );
    expect([despesa.status, despesa.body.vencimento]).toEqual([201, '2030-12-25']);
    const pago = await rest(
      t.app,
      'POST',
      `/api/transacoes/pagamentos/${receita.body.id}`,
      [
        { id_tipo_pagamento: c.pix, valor: 10, data: br(hoje()), qnt_parcelas: 1 },
        { id_tipo_pagamento: c.pix, valor: 10, data: hoje(), qnt_parcelas: 1 },
      ],
      c.token,
    );
    expect(pago.status).toBe(201);
    expect(pago.body.pagamentos.map((g: { data: string }) => g.data)).toEqual([hoje(), hoje()]);
    const inexistente = await rest(
      t.app,
      'POST',
      '/api/transacoes',
      { tipo: 'DESPESA', descricao: 'X', valor_total: 10, id_categoria: c.aluguel, vencimento: '31/02/2030' },
      c.token,
    );
    expect([inexistente.status, inexistente.body.message]).toEqual([400, MSG.agenda.dataInvalida]);
  });
});

describe('Dar Baixa', () => {
  it('duas linhas (uma em 3 parcelas) até Pago; histórico com tipo, valor, data, parcelas e quem registrou', async () => {
    const r = await novaReceita(t, c);
    const primeira = await pagar(r.id, [linha(20_000), linha(15_050, { qnt_parcelas: 3 })]);
    expect(primeira.status).toBe(200);
    expect(primeira.body.valor_pago).toBe(35_050);
    const ultima = await rest(
      t.app,
      'POST',
      `/api/transacoes/pagamentos/${r.id}`,
      [{ id_tipo_pagamento: String(c.pix), valor: 100, data: hoje(), qnt_parcelas: '1' }],
      c.token,
    );
    expect(ultima.status).toBe(201);
    expect(ultima.body.valor_pago).toBe(450.5);
    expect(ultima.body.pagamentos).toHaveLength(3);
    expect(ultima.body.pagamentos[1]).toMatchObject({
      valor: 150.5,
      qnt_parcelas: 3,
      data: hoje(),
      tipo_pagamento: { id: c.pix },
      usuario: { nome: 'Administradora Teste' },
    });
    const depois = await pagar(r.id, [linha(1)]);
    expect([depois.status, depois.body.message]).toEqual([400, M.valorMaiorQuePendente]);
  });

  it('recusas com a mensagem e nada gravado', async () => {
    const r = await novaReceita(t, c);
    const amanha = diaDaClinica(1);
    const casos: [Record<string, unknown>[], number, string][] = [
      [[linha(40_000), linha(5_051)], 400, M.valorMaiorQuePendente],
      [[linha(100, { data: amanha })], 400, M.dataFutura],
      [[linha(100, { qnt_parcelas: 0 })], 400, M.parcelasInvalidas],
      [[linha(0)], 400, M.valorInvalido],
      [[linha(100, { id_tipo_pagamento: c.boleto })], 400, M.tipoPagamentoErrado],
      [[linha(100, { id_tipo_pagamento: 999_999 })], 404, M.tipoPagamentoNaoEncontrado],
      [[], 400, M.pagamentosObrigatorios],
    ];
    for (const [linhas, status, mensagem] of casos) {
      const resposta = await pagar(r.id, linhas);
      expect([resposta.status, resposta.body.message]).toEqual([status, mensagem]);
    }
    const agora = await trpc(t.app, 'query', 'transacao.get', { id: r.id }, c.token);
    expect(agora.body.valor_pago).toBe(0);
    expect(agora.body.pagamentos).toEqual([]);
  });

  it('50 pagamentos simultâneos numa transação nunca pagam a mais', async () => {
    const r = await novaReceita(t, c);
    const respostas = await Promise.all(Array.from({ length: 50 }, () => pagar(r.id, [linha(2_000)])));
    const ok = respostas.filter((x) => x.status === 200);
    const recusadas = respostas.filter((x) => x.status !== 200);
    // 22 × R$ 20,00 = R$ 440,00 ≤ R$ 450,50 < R$ 460,00.
    expect(ok).toHaveLength(22);
    expect(new Set(recusadas.map((x) => `${x.status} ${x.body.message}`))).toEqual(
      new Set([`400 ${M.valorMaiorQuePendente}`]),
    );
    const soma = await t.db
      .selectFrom('pagamento')
      .select((eb) => eb.fn.sum<string>('valor').as('s'))
      .where('id_transacao', '=', r.id)
      .executeTakeFirstOrThrow();
    const final = await trpc(t.app, 'query', 'transacao.get', { id: r.id }, c.token);
    expect(Number(soma.s)).toBe(44_000);
    expect(final.body.valor_pago).toBe(44_000);
  });

  it('cada pagamento de receita gera a comissão dos profissionais, dividida pelo valor dos itens', async () => {
    const r = await novaReceita(t, c);
    await pagar(r.id, [linha(10_001)]);
    const linhas = await t.db
      .selectFrom('comissao as k')
      .innerJoin('pagamento as g', 'g.id', 'k.id_pagamento')
      .select(['k.id_profissional', 'k.base', 'k.valor'])
      .where('g.id_transacao', '=', r.id)
      .orderBy('k.id')
      .execute();
    // 10% of R$ 100,01 = 1000 cents (rounded), split 100 : 350,50 by the items' value.
    expect(linhas).toEqual([
      { id_profissional: c.profA.idUsuario, base: 2_220, valor: 222 },
      { id_profissional: c.profB.idUsuario, base: 7_781, valor: 778 },
    ]);
  });
});

describe('lista com busca, filtros e totais', () => {
  it('busca por id e nome sem acento; filtra tipo e período de vencimento; totais do conjunto filtrado', async () => {
    const d = await clinicaComFinanceiro(t);
    const receita = (await novaReceita(t, d)).id;
    await trpc(
      t.app,
      'mutation',
      'transacao.pagar',
      {
        id_transacao: receita,
        pagamentos: [{ id_tipo_pagamento: d.pix, valor: 5_050, data: hoje(), qnt_parcelas: 1 }],
      },
      d.token,
    );
    const despesa = await trpc(
      t.app,
      'mutation',
      'transacao.create',
      {
        tipo: 'DESPESA',
        descricao: 'Luz',
        valor_total: 20_000,
        id_categoria: d.aluguel,
        vencimento: diaDaClinica(40),
      },
      d.token,
    );
    const lista = async (input: Record<string, unknown>) =>
      (await trpc(t.app, 'query', 'transacao.list', input, d.token)).body;
    const ids = (b: { itens: { id: number }[] }) => b.itens.map((x) => x.id);

    expect(ids(await lista({}))).toEqual([despesa.body.id, receita]);
    expect(ids(await lista({ q: 'ana sou' }))).toEqual([receita]);
    expect(ids(await lista({ q: String(despesa.body.id) }))).toEqual([despesa.body.id]);
    expect(ids(await lista({ tipo: 'DESPESA' }))).toEqual([despesa.body.id]);
    expect(ids(await lista({ de: diaDaClinica(-1), ate: diaDaClinica(1) }))).toEqual([receita]);
    expect((await lista({})).totais).toEqual({
      receitas: { total: 45_050, pago: 5_050, pendente: 40_000 },
      despesas: { total: 20_000, pago: 0, pendente: 20_000 },
    });
    const periodoRuim = await trpc(
      t.app,
      'query',
      'transacao.list',
      { de: diaDaClinica(1), ate: diaDaClinica(-1) },
      d.token,
    );
    expect([periodoRuim.status, periodoRuim.body.message]).toEqual([400, M.periodoInvalido]);

    const viaRest = await restComCabecalhos(t.app, '/api/transacoes?tipo=receita', d.token);
    expect(viaRest.body.map((x: { id: number }) => x.id)).toEqual([receita]);
    expect(viaRest.body[0]).toMatchObject({ valor_total: 450.5, valor_pago: 50.5 });
    expect(viaRest.headers['x-total-count']).toBe('1');
  });
});
