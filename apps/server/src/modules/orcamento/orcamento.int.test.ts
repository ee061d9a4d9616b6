import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaOrcamento,
  clinicaComOrcamento,
  criarAppDeTeste,
  diaDaClinica,
  pedidoOrcamento,
  rest,
  restComCabecalhos,
  trpc,
  vincularReceita,
} from '../../testing';

let t: AppDeTeste;
let c: ClinicaOrcamento;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComOrcamento(t);
});
afterAll(() => t.fechar());

const criar = async (extra: Record<string, unknown> = {}) => {
  const r = await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c, extra), c.token);
  expect(r.status).toBe(200);
  return r.body;
};

describe('orçamento: preços congelados e total do servidor', () => {
  it('cria ATIVO com o preço de venda de cada tratamento e o total somado pelo servidor', async () => {
    const o = await criar();
    expect(o.status).toBe('ATIVO');
    expect(o.valor_total).toBe(10_000 + 35_050);
    expect(o.paciente).toMatchObject({ id: c.ana, nome: 'Ana Souza', celular: '11987654321' });
    expect(o.transacao).toBeNull();
    expect(o.tratamentos.map((i: { valor_venda: number }) => i.valor_venda)).toEqual([10_000, 35_050]);
    expect(o.tratamentos.map((i: { profissional: { nome: string } }) => i.profissional.nome)).toEqual([
      'Dra. Carla',
      'Dr. Davi',
    ]);
  });

  it('uma mudança de preço depois não altera o orçamento já feito', async () => {
    const o = await criar();
    const mudou = await rest(
      t.app,
      'PUT',
      `/api/tratamentos/${c.idLimpeza}`,
      { nome: 'Limpeza nova', preco_venda: 999, preco_custo: 10, duracao: 30 },
      c.token,
    );
    expect(mudou.status).toBe(200);
    const depois = await trpc(t.app, 'query', 'orcamento.get', { id: o.id }, c.token);
    expect(depois.body.valor_total).toBe(45_050);
    expect(depois.body.tratamentos[0]).toMatchObject({ nome: o.tratamentos[0].nome, valor_venda: 10_000 });
    const novo = await criar({
      tratamentos: [{ id_tratamento: c.idLimpeza, id_profissional: c.profA.idUsuario }],
    });
    expect(novo.valor_total).toBe(99_900);
    await rest(
      t.app,
      'PUT',
      `/api/tratamentos/${c.idLimpeza}`,
      { nome: o.tratamentos[0].nome, preco_venda: 100, preco_custo: 10, duracao: 30 },
      c.token,
    );
  });

  it('REST: corpo tolerante, total do cliente ignorado, resposta em reais no formato da especificação', async () => {
    const r = await rest(
      t.app,
      'POST',
      '/api/orcamentos',
      {
        id_paciente: String(c.bruno),
        vencimento: '25/12/2030',
        valor_total: 1,
        tratamentos: [
          { id_tratamento: String(c.idClareamento), id_profissional: c.profA.idUsuario, valor_venda: 0.01 },
        ],
      },
      c.token,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      paciente: { nome: 'Bruno Lima', celular: '11987654321' },
      valor_total: 350.5,
      vencimento: '2030-12-25',
      status: 'ATIVO',
      transacao: null,
      tratamentos: [
        {
          valor_venda: 350.5,
          id_profissional: c.profA.idUsuario,
          profissional: { nome: 'Dra. Carla' },
        },
      ],
    });
    expect(r.body.paciente.email).toMatch(/@teste\.com\.br$/);
    expect(r.body.tratamentos[0].nome).toMatch(/^Clareamento/);

    const lista = await restComCabecalhos(t.app, '/api/orcamentos', c.token);
    expect(lista.status).toBe(200);
    const daLista = lista.body.find((o: { id: number }) => o.id === r.body.id);
    expect(daLista).toEqual(r.body);
    expect(Number(lista.headers['x-total-count'])).toBe(lista.body.length);

    const doBruno = await rest(t.app, 'GET', `/api/orcamentos/paciente/${c.bruno}`, undefined, c.token);
    expect(doBruno.body.map((o: { id: number }) => o.id)).toEqual([r.body.id]);
    expect((await rest(t.app, 'GET', `/api/orcamentos/${r.body.id}`, undefined, c.token)).body).toEqual(
      r.body,
    );
  });
});

describe('orçamento: status', () => {
  it('VENCIDO é lido do vencimento contra a data da clínica; vale até o próprio dia', async () => {
    const ontem = await criar({ vencimento: diaDaClinica(-1) });
    const hoje = await criar({ vencimento: diaDaClinica(0) });
    expect(ontem.status).toBe('VENCIDO');
    expect(hoje.status).toBe('ATIVO');
  });

  it('cancelar deixa CANCELADO (no histórico); cancelar de novo é 409', async () => {
    const o = await criar();
    const r = await trpc(t.app, 'mutation', 'orcamento.cancelar', { id: o.id }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('CANCELADO');
    const vencido = await criar({ vencimento: diaDaClinica(-3) });
    const rest2 = await rest(t.app, 'POST', `/api/orcamentos/${vencido.id}/cancelar`, undefined, c.token);
    expect(rest2.status).toBe(200);
    expect(rest2.body.status).toBe('CANCELADO');
    const denovo = await rest(t.app, 'POST', `/api/orcamentos/${o.id}/cancelar`, undefined, c.token);
    expect(denovo.status).toBe(409);
    expect(denovo.body.message).toBe('Este orçamento já está cancelado ou inativo.');
  });

  it('vinculado a uma receita: não vence, mostra a transação', async () => {
    const o = await criar({ vencimento: diaDaClinica(-10) });
    const idTransacao = await vincularReceita(t, c.idConta, o.id);
    const r = await trpc(t.app, 'query', 'orcamento.get', { id: o.id }, c.token);
    expect(r.body.status).toBe('ATIVO');
    expect(r.body.transacao).toEqual({ id: idTransacao });
  });

  it('excluir apaga o orçamento e seus itens', async () => {
    const o = await criar();
    const r = await rest(t.app, 'DELETE', `/api/orcamentos/${o.id}`, undefined, c.token);
    expect(r.status).toBe(204);
    expect((await trpc(t.app, 'query', 'orcamento.get', { id: o.id }, c.token)).status).toBe(404);
    const itens = await t.db
      .selectFrom('orcamento_item')
      .select('id')
      .where('id_orcamento', '=', o.id)
      .execute();
    expect(itens).toEqual([]);
  });
});

describe('orçamento: busca e paginação no servidor', () => {
  let d: ClinicaOrcamento;
  const ids = (b: { itens: { id: number }[] }) => b.itens.map((o) => o.id);
  const buscar = async (q: string, extra: Record<string, unknown> = {}) =>
    (await trpc(t.app, 'query', 'orcamento.list', { q, ...extra }, d.token)).body;

  it('nome sem acento, status como mostrado, valor como digitado, data como mostrada, id', async () => {
    d = await clinicaComOrcamento(t);
    const joao = await rest(
      t.app,
      'POST',
      '/api/pacientes',
      { nome: 'João Conceição', celular: '11987654321', sexo: 'Masculino', nascimento: '01/02/1980' },
      d.token,
    );
    const um = (
      await trpc(
        t.app,
        'mutation',
        'orcamento.create',
        pedidoOrcamento(d, { id_paciente: joao.body.id, vencimento: '2031-12-25' }),
        d.token,
      )
    ).body;
    const vencido = (
      await trpc(
        t.app,
        'mutation',
        'orcamento.create',
        pedidoOrcamento(d, { vencimento: diaDaClinica(-2) }),
        d.token,
      )
    ).body;
    const soLimpeza = (
      await trpc(
        t.app,
        'mutation',
        'orcamento.create',
        pedidoOrcamento(d, {
          tratamentos: [{ id_tratamento: d.idLimpeza, id_profissional: d.profA.idUsuario }],
        }),
        d.token,
      )
    ).body;
    const cancelado = (await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(d), d.token)).body;
    await trpc(t.app, 'mutation', 'orcamento.cancelar', { id: cancelado.id }, d.token);

    expect(ids(await buscar('joao conceicao'))).toEqual([um.id]);
    expect(ids(await buscar('vencido'))).toEqual([vencido.id]);
    expect(ids(await buscar('cancel'))).toEqual([cancelado.id]);
    expect(ids(await buscar('ATIVO'))).toEqual([soLimpeza.id, um.id]);
    expect(ids(await buscar('R$ 450,50'))).toEqual([cancelado.id, vencido.id, um.id]);
    expect(ids(await buscar('100,00'))).toEqual([soLimpeza.id]);
    expect(ids(await buscar('25/12/2031'))).toEqual([um.id]);
    expect(ids(await buscar(String(soLimpeza.id)))).toContain(soLimpeza.id);
    expect((await buscar('ninguém assim')).total).toBe(0);

    const rest2 = await restComCabecalhos(t.app, '/api/orcamentos?q=vencido&page=1', d.token);
    expect(rest2.body.map((o: { id: number }) => o.id)).toEqual([vencido.id]);
    expect(rest2.headers['x-total-count']).toBe('1');

    const doJoao = await trpc(t.app, 'query', 'orcamento.doPaciente', { id_paciente: joao.body.id }, d.token);
    expect(ids(doJoao.body)).toEqual([um.id]);
    const doJoaoVencido = await trpc(
      t.app,
      'query',
      'orcamento.doPaciente',
      { id_paciente: joao.body.id, q: 'vencido' },
      d.token,
    );
    expect(doJoaoVencido.body.total).toBe(0);
  });

  it('10 por página, os mais novos primeiro, com o total', async () => {
    for (let i = 0; i < 8; i++)
      await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(d), d.token);
    const p1 = await buscar('');
    const p2 = await buscar('', { page: 2 });
    expect(p1.total).toBe(12);
    expect(p1.itens).toHaveLength(10);
    expect(p2.itens).toHaveLength(2);
    const todos = [...ids(p1), ...ids(p2)];
    expect(todos).toEqual([...todos].sort((a, b) => b - a));
  });
});
