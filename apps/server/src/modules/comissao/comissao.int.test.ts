import { comissoesDoPagamento, taxaEmCentesimos } from '@clinica/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaOrcamento,
  clinicaComOrcamento,
  criarAppDeTeste,
  criarUsuarioComPermissoes,
  diaDaClinica,
  entrar,
  pedidoOrcamento,
  rest,
  trpc,
  vincularReceita,
} from '../../testing';

/*
 * The payment service writes the commission rows; these tests write them directly, consistent
 * with each other (transaction → payment → one row per budget item, split by the domain), so
 * the view is tested on its own.
 */
let t: AppDeTeste;
let a: Cena;
let b: Cena;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  a = await cena();
  b = await cena();
});
afterAll(() => t.fechar());

let seq = 0;

/** A clinic, a budget for Ana (Limpeza R$ 100,00 with Dra. Carla, Clareamento R$ 350,50 with Dr. Davi). */
async function cena() {
  const c: ClinicaOrcamento = await clinicaComOrcamento(t);
  const tipo = async (nome: string, taxa: number) =>
    (await rest(t.app, 'POST', '/api/tipos_pagamento', { nome, tipo: 'R', taxa }, c.token)).body.id as number;
  const n = seq++;
  const orcamento = async (extra: Record<string, unknown> = {}) =>
    (await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c, extra), c.token)).body as {
      id: number;
      tratamentos: { nome: string }[];
    };
  const o = await orcamento();
  return {
    ...c,
    pix: { id: await tipo(`Pix ${n}`, 10), nome: `Pix ${n}`, taxa: '10' },
    cartao: { id: await tipo(`Cartão ${n}`, 12.5), nome: `Cartão ${n}`, taxa: '12.5' },
    orcamento: o,
    receita: await vincularReceita(t, c.idConta, o.id),
    novaReceita: async (extra: Record<string, unknown> = {}) =>
      vincularReceita(t, c.idConta, (await orcamento(extra)).id),
  };
}
type Cena = Awaited<ReturnType<typeof cena>>;

/** A payment of the revenue and its commission rows, as the payment service writes them. */
async function pagar(
  c: Cena,
  idTransacao: number,
  p: { valor: number; data: string; tipo: { id: number; taxa: string } },
) {
  const { id } = await t.db
    .insertInto('pagamento')
    .values({
      id_conta: c.idConta,
      id_transacao: idTransacao,
      tipo: 'RECEITA',
      id_tipo_pagamento: p.tipo.id,
      valor: p.valor,
      data: p.data,
      qnt_parcelas: 1,
      taxa_comissao: p.tipo.taxa,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const itens = await t.db
    .selectFrom('orcamento_item as i')
    .innerJoin('transacao as tr', 'tr.id_orcamento', 'i.id_orcamento')
    .select(['i.id as id_item', 'i.id_profissional', 'i.valor_venda'])
    .where('tr.id', '=', idTransacao)
    .orderBy('i.ordem')
    .execute();
  const linhas = comissoesDoPagamento(p.valor, taxaEmCentesimos(p.tipo.taxa), itens);
  await t.db
    .insertInto('comissao')
    .values(
      linhas.map((l) => ({
        id_conta: c.idConta,
        id_pagamento: id,
        id_orcamento_item: l.id_item,
        id_profissional: l.id_profissional,
        data: p.data,
        base: l.base,
        valor: l.valor,
      })),
    )
    .execute();
  await t.db
    .updateTable('transacao')
    .set((eb) => ({ valor_pago: eb('valor_pago', '+', p.valor) }))
    .where('id', '=', idTransacao)
    .execute();
  return id;
}

type Linha = { id: number; nome: string; pagamentos: number; base: number; valor: number };
const de = (linhas: Linha[], id: number) => linhas.find((l) => l.id === id);
const resumo = (token: string, mes: string) => trpc(t.app, 'query', 'comissao.resumo', { mes }, token);
const detalhe = (token: string, input: Record<string, unknown>) =>
  trpc(t.app, 'query', 'comissao.detalhe', input, token);
const exportar = (token: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/comissoes/exportar?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
const tokenDe = async (c: Cena, chaves: string[], tipo: 'USUARIO' | 'PROFISSIONAL' | 'MEDICO') => {
  const u = await criarUsuarioComPermissoes(t.db, c.idConta, chaves, { tipo });
  return { ...u, token: await entrar(t.app, u.email, u.senha) };
};

describe('comissões: o mês por profissional', () => {
  beforeAll(async () => {
    // March: R$ 200,00 by Pix (10%) and R$ 250,50 by card (12,5%); April: R$ 100,00 by Pix.
    await pagar(a, a.receita, { valor: 20_000, data: '2025-03-10', tipo: a.pix });
    await pagar(a, a.receita, { valor: 25_050, data: '2025-03-31', tipo: a.cartao });
    const soLimpeza = await a.novaReceita({
      id_paciente: a.bruno,
      tratamentos: [{ id_tratamento: a.idLimpeza, id_profissional: a.profA.idUsuario }],
    });
    await pagar(a, soLimpeza, { valor: 10_000, data: '2025-04-01', tipo: a.pix });
    // Another clinic, the same month: never in A's figures.
    await pagar(b, b.receita, { valor: 45_050, data: '2025-03-15', tipo: b.pix });
  });

  it('tRPC em centavos: cada profissional com seus pagamentos, base e comissão; o total sem perder centavo', async () => {
    const r = await resumo(a.token, '2025-03');
    expect(r.status).toBe(200);
    expect(r.body.mes).toBe('2025-03');
    expect(r.body.profissionais).toHaveLength(2);
    // 200,00 → 44,40 / 155,60 (comissão 4,44 / 15,56); 250,50 → 55,60 / 194,90 (6,95 / 24,36).
    expect(de(r.body.profissionais, a.profA.idUsuario)).toEqual({
      id: a.profA.idUsuario,
      nome: 'Dra. Carla',
      pagamentos: 2,
      base: 4_440 + 5_560,
      valor: 444 + 695,
    });
    expect(de(r.body.profissionais, a.profB.idUsuario)).toEqual({
      id: a.profB.idUsuario,
      nome: 'Dr. Davi',
      pagamentos: 2,
      base: 15_560 + 19_490,
      valor: 1_556 + 2_436,
    });
    // The payments exactly, and each payment's commission rounded once: 20,00 + 31,31.
    expect(r.body.total).toEqual({ pagamentos: 2, base: 45_050, valor: 2_000 + 3_131 });
  });

  it('REST em reais, com a mesma forma', async () => {
    const r = await rest(t.app, 'GET', '/api/comissoes?mes=2025-03', undefined, a.token);
    expect(r.status).toBe(200);
    expect(de(r.body.profissionais, a.profA.idUsuario)).toMatchObject({
      pagamentos: 2,
      base: 100,
      valor: 11.39,
    });
    expect(r.body.total).toEqual({ pagamentos: 2, base: 450.5, valor: 51.31 });
  });

  it('o mês é o da data do pagamento: o último dia entra, o dia 1 do seguinte não', async () => {
    const abril = await resumo(a.token, '2025-04');
    expect(abril.body.profissionais).toEqual([
      { id: a.profA.idUsuario, nome: 'Dra. Carla', pagamentos: 1, base: 10_000, valor: 1_000 },
    ]);
    const vazio = await rest(t.app, 'GET', '/api/comissoes?mes=2025-05', undefined, a.token);
    expect(vazio.body).toEqual({
      mes: '2025-05',
      profissionais: [],
      total: { pagamentos: 0, base: 0, valor: 0 },
    });
  });

  it('as linhas de outra clínica nunca entram; o profissional dela não é encontrado', async () => {
    const deB = await resumo(b.token, '2025-03');
    expect(deB.body.total).toEqual({ pagamentos: 1, base: 45_050, valor: 4_505 });
    expect(deB.body.profissionais.map((l: Linha) => l.id).sort()).toEqual(
      [b.profA.idUsuario, b.profB.idUsuario].sort(),
    );
    const alheio = await detalhe(a.token, { mes: '2025-03', id_profissional: b.profA.idUsuario });
    expect(alheio.status).toBe(404);
    expect(alheio.body.message).toBe('Profissional não encontrado.');
    const csv = await exportar(a.token, `mes=2025-03&id_profissional=${b.profA.idUsuario}`);
    expect(csv.statusCode).toBe(404);
  });

  it('sem mês, o mês corrente no relógio da clínica, como o dashboard, nos dois lados (issue 33)', async () => {
    const hoje = diaDaClinica(0);
    await pagar(b, await b.novaReceita(), { valor: 10_000, data: hoje, tipo: b.pix });
    const esperado = { mes: hoje.slice(0, 7), total: { pagamentos: 1, base: 100, valor: 10 } };
    for (const q of ['', '?mes=', '?mes=%20']) {
      const r = await rest(t.app, 'GET', `/api/comissoes${q}`, undefined, b.token);
      expect([r.status, r.body], q).toEqual([200, expect.objectContaining(esperado)]);
    }
    const viaTrpc = await trpc(t.app, 'query', 'comissao.resumo', {}, b.token);
    expect(viaTrpc.body).toMatchObject({
      ...esperado,
      total: { ...esperado.total, base: 10_000, valor: 1_000 },
    });
  });

  it('mês inválido: 400 com a mensagem, nos dois lados', async () => {
    for (const q of ['mes=2025-13', 'mes=2025-3', 'mes=abc']) {
      const r = await rest(t.app, 'GET', `/api/comissoes?${q}`, undefined, a.token);
      expect(r.status, q).toBe(400);
      expect(r.body.message, q).toBe('Mês inválido. Use o formato AAAA-MM.');
      expect((await exportar(a.token, q)).statusCode, q).toBe(400);
    }
    // The CSV still names its month (issue 33 gave GET /api/comissoes a default, not the export).
    expect((await exportar(a.token, '')).statusCode).toBe(400);
    const r = await resumo(a.token, '2025-00');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Mês inválido. Use o formato AAAA-MM.');
  });
});

describe('comissões: as linhas de um profissional', () => {
  it('cada linha com pagamento, transação, paciente, tratamento, tipo e taxa, a mais nova primeiro', async () => {
    const r = await detalhe(a.token, { mes: '2025-03', id_profissional: a.profA.idUsuario });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.itens).toEqual([
      expect.objectContaining({
        data: '2025-03-31',
        id_transacao: a.receita,
        paciente: { id: a.ana, nome: 'Ana Souza' },
        tratamento: a.orcamento.tratamentos[0]!.nome,
        tipo_pagamento: { id: a.cartao.id, nome: a.cartao.nome },
        taxa: 12.5,
        base: 5_560,
        valor: 695,
      }),
      expect.objectContaining({ data: '2025-03-10', taxa: 10, base: 4_440, valor: 444 }),
    ]);
  });

  it('20 por página', async () => {
    const receita = await a.novaReceita();
    for (let dia = 1; dia <= 21; dia++)
      await pagar(a, receita, { valor: 100, data: `2025-06-${String(dia).padStart(2, '0')}`, tipo: a.pix });
    const p1 = await detalhe(a.token, { mes: '2025-06', id_profissional: a.profB.idUsuario });
    expect(p1.body.total).toBe(21);
    expect(p1.body.itens).toHaveLength(20);
    expect(p1.body.itens[0].data).toBe('2025-06-21');
    const p2 = await detalhe(a.token, { mes: '2025-06', id_profissional: a.profB.idUsuario, page: 2 });
    expect(p2.body.itens.map((l: { data: string }) => l.data)).toEqual(['2025-06-01']);
  });
});

describe('comissões: quem vê o quê', () => {
  it('um PROFISSIONAL vê só a própria linha, e as próprias linhas', async () => {
    const carla = await entrar(t.app, a.profA.email, a.profA.senha);
    const r = await resumo(carla, '2025-03');
    expect(r.status).toBe(200);
    expect(r.body.profissionais.map((l: Linha) => l.id)).toEqual([a.profA.idUsuario]);
    expect(r.body.total).toEqual({ pagamentos: 2, base: 10_000, valor: 1_139 });
    const linhas = await detalhe(carla, { mes: '2025-03', id_profissional: a.profA.idUsuario });
    expect(linhas.body.total).toBe(2);
  });

  it('pedir as de outro profissional é 403 com a mensagem, no detalhe e no CSV; e vale nos dois sentidos', async () => {
    const carla = await entrar(t.app, a.profA.email, a.profA.senha);
    const davi = await entrar(t.app, a.profB.email, a.profB.senha);
    for (const [token, outro] of [
      [carla, a.profB.idUsuario],
      [davi, a.profA.idUsuario],
    ] as const) {
      const r = await detalhe(token, { mes: '2025-03', id_profissional: outro });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('Você só pode ver as suas próprias comissões.');
      const csv = await exportar(token, `mes=2025-03&id_profissional=${outro}`);
      expect(csv.statusCode).toBe(403);
      expect(csv.json().message).toBe('Você só pode ver as suas próprias comissões.');
    }
    const doDavi = await resumo(davi, '2025-03');
    expect(doDavi.body.profissionais.map((l: Linha) => l.id)).toEqual([a.profB.idUsuario]);
  });

  it('o tipo decide antes da chave: um PROFISSIONAL com FINANCEIRO_LISTAR_TRANSACOES continua vendo só as suas', async () => {
    const p = await tokenDe(a, ['FINANCEIRO_LISTAR_TRANSACOES'], 'PROFISSIONAL');
    const r = await resumo(p.token, '2025-03');
    expect(r.body).toEqual({
      mes: '2025-03',
      profissionais: [],
      total: { pagamentos: 0, base: 0, valor: 0 },
    });
    const medico = await tokenDe(a, [], 'MEDICO');
    expect((await resumo(medico.token, '2025-03')).body.profissionais).toEqual([]);
  });

  it('a equipe do financeiro (FINANCEIRO_LISTAR_TRANSACOES) vê todos', async () => {
    const fin = await tokenDe(a, ['FINANCEIRO_LISTAR_TRANSACOES'], 'USUARIO');
    const r = await resumo(fin.token, '2025-03');
    expect(r.body.profissionais).toHaveLength(2);
    expect((await detalhe(fin.token, { mes: '2025-03', id_profissional: a.profB.idUsuario })).status).toBe(
      200,
    );
  });

  it('um USUARIO sem FINANCEIRO_LISTAR_TRANSACOES recebe 403 em tudo', async () => {
    const u = await tokenDe(a, ['ORCAMENTOS_LISTAR', 'AGENDAMENTOS_LISTAR'], 'USUARIO');
    expect((await resumo(u.token, '2025-03')).status).toBe(403);
    expect((await detalhe(u.token, { mes: '2025-03', id_profissional: a.profA.idUsuario })).status).toBe(403);
    expect((await rest(t.app, 'GET', '/api/comissoes?mes=2025-03', undefined, u.token)).status).toBe(403);
    expect((await exportar(u.token, 'mes=2025-03')).statusCode).toBe(403);
  });
});

describe('comissões: CSV', () => {
  it('UTF-8 com BOM, ; e vírgula decimal, cabeçalho em português, nome do arquivo com o mês', async () => {
    const r = await exportar(a.token, 'mes=2025-03');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toContain('attachment; filename="comissoes_2025-03.csv"');
    expect(r.headers['cache-control']).toBe('no-store');
    expect([...r.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const linhas = r.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(linhas[0]).toBe(
      'Data;Profissional;Paciente;Transação;Tratamento;Tipo de pagamento;Taxa (%);Base (R$);Comissão (R$)',
    );
    expect(linhas).toHaveLength(1 + 4 + 1);
    expect(linhas.at(-1)).toBe('');
    const [limpeza, clareamento] = a.orcamento.tratamentos.map((i) => i.nome);
    expect(linhas).toContain(
      `10/03/2025;Dra. Carla;Ana Souza;${a.receita};${limpeza};${a.pix.nome};10,00;44,40;4,44`,
    );
    expect(linhas).toContain(
      `31/03/2025;Dr. Davi;Ana Souza;${a.receita};${clareamento};${a.cartao.nome};12,50;194,90;24,36`,
    );
  });

  it('de um profissional só, e o PROFISSIONAL recebe só as suas linhas mesmo sem pedir', async () => {
    const doDavi = await exportar(a.token, `mes=2025-03&id_profissional=${a.profB.idUsuario}`);
    expect(doDavi.body.split('\r\n').filter((l) => l.includes('Dr. Davi'))).toHaveLength(2);
    expect(doDavi.body).not.toContain('Dra. Carla');
    const carla = await entrar(t.app, a.profA.email, a.profA.senha);
    const proprio = await exportar(carla, 'mes=2025-03');
    expect(proprio.statusCode).toBe(200);
    expect(proprio.body).toContain('Dra. Carla');
    expect(proprio.body).not.toContain('Dr. Davi');
  });
});
