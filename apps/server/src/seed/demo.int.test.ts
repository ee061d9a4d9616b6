import { horaLocalDe, mesAtual, mesesAte } from '@clinica/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../db/kysely';
import { type AppDeTeste, criarAppDeTeste, entrar, trpc } from '../testing';
import { diasNoMes } from './calendario-demo';
import { DEMO, semearDemo } from './demo';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

/** The demo clinic's rows per table: a second seeding must leave every one as it was. */
async function contagens(db: Db) {
  const tabelas = [
    'paciente',
    'usuario',
    'agenda',
    'orcamento',
    'transacao',
    'pagamento',
    'comissao',
  ] as const;
  const n: Record<string, number> = {};
  for (const tabela of tabelas) {
    const r = await db
      .selectFrom(tabela)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    n[tabela] = Number(r.n);
  }
  return n;
}

/** What a living clinic shows on the first visit, for the months the demo covers (issue 40). */
async function conferirClinicaViva(app: AppDeTeste['app'], meses: string[]) {
  const token = await entrar(app, DEMO.email, DEMO.senha);
  for (const mes of meses) {
    const d = await trpc(app, 'query', 'dashboard.resumo', { mes }, token);
    expect(d.status).toBe(200);
    // Cash in and out in every month of the demo: the cards and the chart are never R$ 0,00.
    expect(d.body.financeiro.receita_bruta, `receitas de ${mes}`).toBeGreaterThan(0);
    expect(d.body.financeiro.despesa, `despesas de ${mes}`).toBeGreaterThan(0);
    const agenda = await trpc(
      app,
      'query',
      'agenda.intervalo',
      { inicio: `${mes}-01`, fim: `${mes}-${diasNoMes(mes)}` },
      token,
    );
    expect(agenda.body.length, `agendamentos de ${mes}`).toBeGreaterThan(0);
  }
  const atual = await trpc(app, 'query', 'dashboard.resumo', { mes: meses.at(-1) }, token);
  const mensal = atual.body.financeiro.mensal.slice(-meses.length);
  expect(mensal.every((m: { receitas: number; despesas: number }) => m.receitas > 0 && m.despesas > 0)).toBe(
    true,
  );
  expect(atual.body.pacientes.atendidos_6_meses).toBeGreaterThan(0);
  expect(atual.body.pacientes.com_debitos).toBeGreaterThan(0);
  // Commissions of a past month: the professionals' share of what their patients paid.
  const comissoes = await trpc(app, 'query', 'comissao.resumo', { mes: meses[0] }, token);
  expect(comissoes.status).toBe(200);
  expect(comissoes.body.total.valor).toBeGreaterThan(0);
  expect(comissoes.body.profissionais.length).toBeGreaterThan(0);
  return { token, atual: atual.body };
}

describe('clínica de demonstração', () => {
  it('semeia uma vez, pelos serviços das telas: pacientes, agenda e um estoque com cada situação', async () => {
    expect(await semearDemo(t.deps)).toBe(true);
    const antes = await contagens(t.db);
    expect(await semearDemo(t.deps)).toBe(false);
    expect(await contagens(t.db)).toEqual(antes);
    const token = await entrar(t.app, DEMO.email, DEMO.senha);
    const agenda = await trpc(t.app, 'query', 'agenda.list', {}, token);
    expect(agenda.status).toBe(200);
    const resumo = await trpc(t.app, 'query', 'produto.resumo', undefined, token);
    expect(resumo.body).toMatchObject({
      cadastrados: 4,
      em_estoque: 2,
      abaixo_minimo: 1,
      sem_estoque: 1,
      lotes_a_vencer: 1,
    });
    const luva = await trpc(t.app, 'query', 'produto.list', { q: 'luva' }, token);
    // 10 at R$ 38,90 and 10 at R$ 42,90 → R$ 40,90; the exit of 4 leaves the average as it was.
    expect(luva.body.itens[0]).toMatchObject({ qnt_atual: 16, preco_custo: 4_090 });
    // The professionals' exits are in the movements, with their names.
    const movimentos = await trpc(t.app, 'query', 'movimentacao.list', { q: 'resina' }, token);
    const quem = movimentos.body.itens.map(
      (m: { profissional: { nome: string } | null }) => m.profissional?.nome,
    );
    expect(quem).toEqual(expect.arrayContaining(['Dr. Rafael Menezes', 'Dra. Camila Rocha']));
    // The image-use consent template (issue 19), for the photos' 'Uso interno' mark.
    const termos = await trpc(t.app, 'query', 'termo.list', {}, token);
    expect(termos.body.itens.map((x: { tipo: string }) => x.tipo).sort()).toEqual(['geral', 'uso_imagem']);
  });

  it('é uma clínica viva: os 3 meses passados e o atual têm receitas, despesas, agenda e comissões', async () => {
    const meses = mesesAte(mesAtual(new Date()), 4);
    const { token } = await conferirClinicaViva(t.app, meses);
    // The payment types and categories of a new clinic (issue 40.1), one of them with a commission rate.
    const tipos = await trpc(t.app, 'query', 'tipoPagamento.list', {}, token);
    expect(tipos.body.total).toBe(8);
    expect(tipos.body.itens.some((x: { taxa: number }) => x.taxa > 0)).toBe(true);
    // Past appointments ended as they do in a clinic; future ones are booked or confirmed.
    const hoje = horaLocalDe(new Date()).data;
    const todos = [];
    for (const mes of meses) {
      const r = await trpc(
        t.app,
        'query',
        'agenda.intervalo',
        { inicio: `${mes}-01`, fim: `${mes}-${diasNoMes(mes)}` },
        token,
      );
      todos.push(...r.body);
    }
    const antes = new Set(todos.filter((a) => a.data_hora.slice(0, 10) < hoje).map((a) => a.status));
    const depois = new Set(todos.filter((a) => a.data_hora.slice(0, 10) > hoje).map((a) => a.status));
    expect([...antes].every((s) => ['Finalizada', 'Faltou', 'Cancelado pelo paciente'].includes(s))).toBe(
      true,
    );
    expect(antes.has('Finalizada')).toBe(true);
    expect([...depois].every((s) => ['Agendado', 'Confirmado'].includes(s))).toBe(true);
    // Budgets: approved (a revenue holds them), waiting, expired and cancelled.
    const orcamentos = await trpc(t.app, 'query', 'orcamento.list', { limit: 100 }, token);
    const status = orcamentos.body.itens.map((o: { status: string; transacao: unknown }) =>
      o.transacao ? 'APROVADO' : o.status,
    );
    expect(new Set(status)).toEqual(new Set(['APROVADO', 'ATIVO', 'VENCIDO', 'CANCELADO']));
    // Revenues paid, part paid and open.
    const receitas = await trpc(t.app, 'query', 'transacao.list', { tipo: 'RECEITA', limit: 100 }, token);
    const situacoes = new Set(
      receitas.body.itens.map((x: { valor_pago: number; valor_total: number }) =>
        x.valor_pago === 0 ? 'aberta' : x.valor_pago < x.valor_total ? 'parcial' : 'paga',
      ),
    );
    expect(situacoes).toEqual(new Set(['aberta', 'parcial', 'paga']));
  });
});

describe('clínica de demonstração no banco embutido, no dia 1º do mês às 8h', () => {
  // The embedded start's database (PGlite), and the hardest day: the current month has barely begun.
  const agora = new Date('2026-03-01T11:00:00Z');
  let e: AppDeTeste;
  beforeAll(async () => {
    e = await criarAppDeTeste(null, {}, { agora: () => agora });
  }, 120_000);
  afterAll(() => e.fechar());

  it('o mês atual já tem receita e despesa pagas, e os números são sempre os mesmos', async () => {
    expect(await semearDemo(e.deps)).toBe(true);
    const { atual } = await conferirClinicaViva(e.app, ['2025-12', '2026-01', '2026-02', '2026-03']);
    expect(atual.mes).toBe('2026-03');
    // Deterministic: the same clock seeds the same clinic (a seeded sequence, fixed tables).
    expect({
      mensal: atual.financeiro.mensal.slice(-4),
      a_receber: atual.financeiro.receitas.a_receber,
      a_pagar: atual.financeiro.despesas.a_pagar,
    }).toMatchInlineSnapshot(`
      {
        "a_pagar": 258000,
        "a_receber": 158000,
        "mensal": [
          {
            "despesas": 267800,
            "mes": "2025-12",
            "receitas": 675000,
          },
          {
            "despesas": 268900,
            "mes": "2026-01",
            "receitas": 655000,
          },
          {
            "despesas": 312800,
            "mes": "2026-02",
            "receitas": 555000,
          },
          {
            "despesas": 48600,
            "mes": "2026-03",
            "receitas": 415000,
          },
        ],
      }
    `);
  }, 120_000);
});
