import { MSG } from '@clinica/contracts';
import { mesAtual } from '@clinica/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  type ClinicaOrcamento,
  clinicaComEstoque,
  clinicaComOrcamento,
  criarAppDeTeste,
  criarClinica,
  criarUsuarioComPermissoes,
  diaDaClinica,
  entrada,
  entrar,
  novoProduto,
  rest,
  trpc,
} from '../../testing';

/*
 * The dashboard's figures, exactly in cents (tRPC) and reais (REST), over a clinic whose
 * transactions and payments are written with SQL: the finance API is another slice. March 2025
 * in São Paulo is the month under test; its neighbours hold what must not count.
 */
let t: AppDeTeste;
let c: ClinicaOrcamento;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
  c = await clinicaComOrcamento(t);
  await montarCena(c);
  // Another clinic with the very same data: counted, it would double every figure.
  await montarCena(await clinicaComOrcamento(t));
});
afterAll(() => t.fechar());

// --- The scene: SQL helpers ------------------------------------------------------------------

const umaLinha = async <T>(q: { execute: (db: AppDeTeste['db']) => Promise<{ rows: T[] }> }) =>
  (await q.execute(t.db)).rows[0]!;

async function paciente(k: ClinicaOrcamento, nome: string, nascimento: string, criadoEm: string) {
  const r = await umaLinha(sql<{ id: number }>`
    INSERT INTO paciente (id_conta, nome, celular, sexo, nascimento, criado_em)
    VALUES (${k.idConta}, ${nome}, '11987654321', 'Outro', ${nascimento}, ${criadoEm}) RETURNING id`);
  return r.id;
}

/** A revenue from a new budget of `tratamentos` for `idPaciente`, due on `vencimento`. */
async function receita(k: ClinicaOrcamento, idPaciente: number, tratamentos: number[], vencimento: string) {
  const o = await trpc(
    t.app,
    'mutation',
    'orcamento.create',
    {
      id_paciente: idPaciente,
      vencimento: '2030-01-01',
      tratamentos: tratamentos.map((id) => ({ id_tratamento: id, id_profissional: k.profA.idUsuario })),
    },
    k.token,
  );
  expect(o.status).toBe(200);
  const r = await umaLinha(sql<{ id: number }>`
    INSERT INTO transacao (id_conta, tipo, id_paciente, id_orcamento, vencimento, valor_total)
    VALUES (${k.idConta}, 'RECEITA', ${idPaciente}, ${o.body.id}, ${vencimento}, ${o.body.valor_total})
    RETURNING id`);
  return r.id;
}

async function despesa(k: ClinicaOrcamento, idCategoria: number, valor: number, vencimento: string) {
  const r = await umaLinha(sql<{ id: number }>`
    INSERT INTO transacao (id_conta, tipo, descricao, id_categoria, vencimento, valor_total)
    VALUES (${k.idConta}, 'DESPESA', 'Despesa de teste', ${idCategoria}, ${vencimento}, ${valor})
    RETURNING id`);
  return r.id;
}

/** A payment line and the transaction's valor_pago, as 'Dar Baixa' keeps them. */
async function pagar(k: ClinicaOrcamento, idTipo: number, idTransacao: number, valor: number, data: string) {
  await sql`
    INSERT INTO pagamento (id_conta, id_transacao, tipo, id_tipo_pagamento, valor, data, qnt_parcelas)
    SELECT id_conta, id, tipo, ${idTipo}, ${valor}, ${data}, 1 FROM transacao
    WHERE id = ${idTransacao} AND id_conta = ${k.idConta}`.execute(t.db);
  await sql`
    UPDATE transacao SET valor_pago = valor_pago + ${valor}
    WHERE id = ${idTransacao} AND id_conta = ${k.idConta}`.execute(t.db);
}

async function consulta(
  k: ClinicaOrcamento,
  idPaciente: number,
  status: string,
  diasAtras: number,
  hora: number,
) {
  const inicio = new Date(Date.now() - diasAtras * 86_400_000 - hora * 3_600_000);
  await sql`
    INSERT INTO agenda (id_conta, id_paciente, id_profissional, id_tratamento, inicio, duracao, fim, status)
    VALUES (${k.idConta}, ${idPaciente}, ${k.profA.idUsuario}, ${k.idLimpeza}, ${inicio}, 30,
      ${new Date(inicio.getTime() + 30 * 60_000)}, ${status})`.execute(t.db);
}

/**
 * Ana and Bruno were born in February and registered today. Carlos and Eduardo were registered
 * in March 2025 on the clinic's clock (00:00 of the 1st, 23:59:59 of the 31st), Daniela just
 * before it and Fabiana just after. Limpeza is R$ 100,00, Clareamento R$ 350,50.
 */
async function montarCena(k: ClinicaOrcamento) {
  const carlos = await paciente(k, 'Carlos', '1985-03-15', '2025-03-01T03:00:00Z');
  const daniela = await paciente(k, 'Daniela', '1990-03-31', '2025-03-01T02:59:59Z');
  const eduardo = await paciente(k, 'Eduardo', '2000-12-01', '2025-04-01T02:59:59Z');
  const fabiana = await paciente(k, 'Fabiana', '1970-04-01', '2025-04-01T03:00:00Z');
  const categoria = await umaLinha(sql<{ id: number }>`
    INSERT INTO categoria (id_conta, nome) VALUES (${k.idConta}, 'Aluguel') RETURNING id`);
  const tipo = await umaLinha(sql<{ id: number }>`
    INSERT INTO tipo_pagamento (id_conta, nome, tipo, taxa) VALUES (${k.idConta}, 'Pix', 'R', 0) RETURNING id`);
  const pix = (idTransacao: number, valor: number, data: string) =>
    pagar(k, tipo.id, idTransacao, valor, data);

  // Revenues due in March: R1 half paid in March and a bit in April, R2 paid early in February,
  // R4 not paid. R3 is due in April and paid on 31 March. R5 is due in June, not paid.
  const r1 = await receita(k, k.ana, [k.idLimpeza, k.idClareamento], '2025-03-10');
  await pix(r1, 20_000, '2025-03-10');
  await pix(r1, 5_050, '2025-04-02');
  const r2 = await receita(k, k.bruno, [k.idLimpeza], '2025-03-31');
  await pix(r2, 10_000, '2025-02-28');
  const r3 = await receita(k, k.bruno, [k.idClareamento], '2025-04-01');
  await pix(r3, 35_050, '2025-03-31');
  await receita(k, k.ana, [k.idLimpeza], '2025-03-01');
  await receita(k, carlos, [k.idLimpeza], '2025-06-10');

  // Expenses: D1 due and paid in March, D2 due 31 March and partly paid, D3 due in February and
  // paid on 1 March.
  const d1 = await despesa(k, categoria.id, 30_000, '2025-03-05');
  await pix(d1, 30_000, '2025-03-05');
  const d2 = await despesa(k, categoria.id, 12_345, '2025-03-31');
  await pix(d2, 2_345, '2025-03-15');
  const d3 = await despesa(k, categoria.id, 9_900, '2025-02-28');
  await pix(d3, 9_900, '2025-03-01');

  // Attended in the last six months: Ana twice (counted once), Daniela, Fabiana; not Bruno (no
  // show), Carlos (seven months ago) nor Eduardo (booked ahead).
  await consulta(k, k.ana, 'Finalizada', 10, 0);
  await consulta(k, k.ana, 'Em Atendimento', 0, 1);
  await consulta(k, k.bruno, 'Faltou', 5, 0);
  await consulta(k, carlos, 'Finalizada', 215, 0);
  await consulta(k, daniela, 'Em Atendimento', 60, 0);
  await consulta(k, fabiana, 'Finalizada', 150, 0);
  await consulta(k, eduardo, 'Agendado', -3, 0);
}

const resumo = (mes: string | undefined, token = c.token) =>
  trpc(t.app, 'query', 'dashboard.resumo', mes === undefined ? {} : { mes }, token);

// --- The figures ------------------------------------------------------------------------------

const MARCO = {
  receita_bruta: 20_000 + 35_050,
  despesa: 30_000 + 2_345 + 9_900,
  receita_liquida: 55_050 - 42_245,
  percentual: 23.3,
  receitas: { a_receber: 45_050 - 25_050 + 10_000, previsto: 45_050 + 10_000 + 10_000 },
  despesas: { a_pagar: 12_345 - 2_345, previsto: 30_000 + 12_345 },
  saldo: { pendente: 30_000 - 10_000, previsto: 65_050 - 42_345 },
};

describe('dashboard: cartões do mês', () => {
  it('março de 2025: caixa pela data do pagamento, pendente e previsto pelo vencimento, ao centavo', async () => {
    const r = await resumo('2025-03');
    expect(r.status).toBe(200);
    expect(r.body.mes).toBe('2025-03');
    const { mensal, ...cartoes } = r.body.financeiro;
    expect(cartoes).toEqual(MARCO);
    expect(mensal).toHaveLength(12);
    expect(mensal[0]).toEqual({ mes: '2024-04', receitas: 0, despesas: 0 });
    expect(mensal.slice(-2)).toEqual([
      { mes: '2025-02', receitas: 10_000, despesas: 0 },
      { mes: '2025-03', receitas: 55_050, despesas: 42_245 },
    ]);
  });

  it('abril: o pagamento de 2 de abril conta lá, não em março; R3 vence em abril e já está paga', async () => {
    const r = await resumo('2025-04');
    expect(r.body.financeiro).toMatchObject({
      receita_bruta: 5_050,
      despesa: 0,
      receita_liquida: 5_050,
      percentual: 100,
      receitas: { a_receber: 0, previsto: 35_050 },
      despesas: { a_pagar: 0, previsto: 0 },
    });
    expect(r.body.financeiro.mensal.at(-1)).toEqual({ mes: '2025-04', receitas: 5_050, despesas: 0 });
  });

  it('um mês sem nada: zeros e percentual nulo (sem receita não há margem)', async () => {
    const r = await resumo('2024-01');
    expect(r.body.financeiro).toMatchObject({
      receita_bruta: 0,
      despesa: 0,
      receita_liquida: 0,
      percentual: null,
    });
    expect(r.body.financeiro.mensal.every((m: { receitas: number }) => m.receitas === 0)).toBe(true);
  });

  it('REST: as mesmas figuras em reais', async () => {
    const r = await rest(t.app, 'GET', '/api/dashboard?mes=2025-03', undefined, c.token);
    expect(r.status).toBe(200);
    expect(r.body.financeiro).toMatchObject({
      receita_bruta: 550.5,
      despesa: 422.45,
      receita_liquida: 128.05,
      percentual: 23.3,
      receitas: { a_receber: 300, previsto: 650.5 },
      despesas: { a_pagar: 100, previsto: 423.45 },
      saldo: { pendente: 200, previsto: 227.05 },
    });
    expect(r.body.financeiro.mensal.at(-1)).toEqual({ mes: '2025-03', receitas: 550.5, despesas: 422.45 });
    expect(r.body.pacientes).toEqual((await resumo('2025-03')).body.pacientes);
  });

  it('sem mês: o mês corrente no relógio da clínica, nas duas superfícies', async () => {
    const atual = mesAtual(new Date(), 'America/Sao_Paulo');
    expect((await resumo(undefined)).body.mes).toBe(atual);
    expect((await rest(t.app, 'GET', '/api/dashboard', undefined, c.token)).body.mes).toBe(atual);
    expect((await rest(t.app, 'GET', '/api/dashboard?mes=', undefined, c.token)).body.mes).toBe(atual);
  });
});

describe('dashboard: pacientes', () => {
  it('março de 2025: total, novos no mês da clínica, aniversariantes, atendidos e com débitos', async () => {
    const r = await resumo('2025-03');
    expect(r.body.pacientes).toEqual({
      total: 6,
      novos: 2, // Carlos and Eduardo; Daniela was February, Fabiana April, on the clinic's clock
      aniversariantes: 2, // Carlos and Daniela
      atendidos_6_meses: 3, // Ana (twice), Daniela, Fabiana
      com_debitos: 2, // Ana (R1 and R4) and Carlos (R5)
      com_sessoes: 0, // no package sold
    });
    expect((await resumo('2025-02')).body.pacientes).toMatchObject({ novos: 1, aniversariantes: 2 });
  });

  it('o mês começa à meia-noite do fuso da clínica: em Tóquio, Daniela é de março e Eduardo de abril', async () => {
    const novos = async (mes: string) => (await resumo(mes)).body.pacientes.novos;
    expect([await novos('2025-02'), await novos('2025-03'), await novos('2025-04')]).toEqual([1, 2, 1]);
    await t.db.updateTable('conta').set({ fuso_horario: 'Asia/Tokyo' }).where('id', '=', c.idConta).execute();
    try {
      // 2025-03-01T02:59:59Z is 11:59 on 1 March in Tokyo; 2025-04-01T02:59:59Z is 11:59 on 1 April.
      expect([await novos('2025-02'), await novos('2025-03'), await novos('2025-04')]).toEqual([0, 2, 2]);
    } finally {
      await t.db
        .updateTable('conta')
        .set({ fuso_horario: 'America/Sao_Paulo' })
        .where('id', '=', c.idConta)
        .execute();
    }
  });
});

describe('dashboard: acesso', () => {
  const comChaves = async (chaves: string[]) => {
    const u = await criarUsuarioComPermissoes(t.db, c.idConta, chaves);
    return entrar(t.app, u.email, u.senha);
  };

  it('sem FINANCEIRO_LISTAR_TRANSACOES não vem dinheiro nenhum; sem PACIENTES_LISTAR, nenhum paciente', async () => {
    const adm = (await resumo('2025-03')).body;
    const soPacientes = await comChaves(['PACIENTES_LISTAR']);
    const soFinanceiro = await comChaves(['FINANCEIRO_LISTAR_TRANSACOES']);
    const nenhuma = await comChaves([]);
    const soEstoque = await comChaves(['PRODUTOS_LISTAR']);
    expect(adm.estoque).toEqual({ abaixo_minimo: 0, sem_estoque: 0, lotes_a_vencer: 0, lotes_vencidos: 0 });
    expect((await resumo('2025-03', soPacientes)).body).toEqual({ ...adm, financeiro: null, estoque: null });
    expect((await resumo('2025-03', soFinanceiro)).body).toEqual({ ...adm, pacientes: null, estoque: null });
    expect((await resumo('2025-03', soEstoque)).body).toEqual({ ...adm, financeiro: null, pacientes: null });
    expect((await resumo('2025-03', nenhuma)).body).toEqual({
      mes: '2025-03',
      financeiro: null,
      pacientes: null,
      estoque: null,
    });
    const viaRest = await rest(t.app, 'GET', '/api/dashboard?mes=2025-03', undefined, nenhuma);
    expect(viaRest).toEqual({
      status: 200,
      body: { mes: '2025-03', financeiro: null, pacientes: null, estoque: null },
    });
  });

  it('o estoque conta produtos abaixo do mínimo, sem estoque e lotes a vencer ou vencidos, como /produtos', async () => {
    const cl = await clinicaComEstoque(t);
    const baixo = await novoProduto(t, cl.token, { qnt_minima: 10 });
    await novoProduto(t, cl.token, { qnt_minima: 1 });
    await entrada(t, cl.token, baixo, 4, 250, { vencimento: diaDaClinica(20) });
    const r = await trpc(t.app, 'query', 'dashboard.resumo', {}, cl.token);
    expect(r.body.estoque).toEqual({
      abaixo_minimo: 1,
      sem_estoque: 1,
      lotes_a_vencer: 1,
      lotes_vencidos: 0,
    });
    const cards = await trpc(t.app, 'query', 'produto.resumo', undefined, cl.token);
    expect(cards.body).toMatchObject(r.body.estoque);
  });

  it('sem token, 401; sem assinatura, 402 (o portão da tela inicial)', async () => {
    expect((await resumo('2025-03', '')).status).toBe(401);
    const semAssinatura = await criarClinica(t.deps, { cobranca: null });
    const token = await entrar(t.app, semAssinatura.email, semAssinatura.senha);
    expect((await resumo(undefined, token)).status).toBe(402);
    expect((await rest(t.app, 'GET', '/api/dashboard', undefined, token)).status).toBe(402);
  });

  it.each(['2025-13', '2025-00', '2025-3', 'março', '2025-03-01', '1899-12', ' 2025-03'])(
    'mês inválido "%s": 400 com a mensagem, nas duas superfícies',
    async (mes) => {
      const viaTrpc = await resumo(mes);
      const viaRest = await rest(
        t.app,
        'GET',
        `/api/dashboard?mes=${encodeURIComponent(mes)}`,
        undefined,
        c.token,
      );
      for (const r of [viaTrpc, viaRest]) {
        expect(r.status).toBe(400);
        expect(r.body.message).toBe(MSG.dashboard.mesInvalido);
      }
    },
  );

  it('tRPC: mês que não é texto também é 400', async () => {
    const r = await trpc(t.app, 'query', 'dashboard.resumo', { mes: 202503 }, c.token);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG.dashboard.mesInvalido);
  });
});
