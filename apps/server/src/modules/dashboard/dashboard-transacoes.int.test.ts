import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppDeTeste,
  clinicaComFinanceiro,
  criarAppDeTeste,
  diaDaClinica,
  novaReceita,
  trpc,
} from '../../testing';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(() => t.fechar());

/** The first and last day of the clinic's current month. */
function mesAtual() {
  const hoje = diaDaClinica(0);
  const [a, m] = hoje.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(a, m, 0)).getUTCDate();
  const mes = hoje.slice(0, 7);
  return { mes, de: `${mes}-01`, ate: `${mes}-${String(ultimo).padStart(2, '0')}` };
}

describe('o dashboard e a tela de transações concordam no centavo', () => {
  it('A Receber, A Pagar e Previsto do mês são os totais da lista filtrada pelo mês; o recebido é a soma dos pagamentos', async () => {
    const c = await clinicaComFinanceiro(t);
    const { mes, de, ate } = mesAtual();
    const hoje = diaDaClinica(0);
    const pix = (valor: number) => [{ id_tipo_pagamento: c.pix, valor, data: hoje, qnt_parcelas: 3 }];
    const r1 = await novaReceita(t, c);
    const r2 = await novaReceita(t, c);
    await trpc(
      t.app,
      'mutation',
      'transacao.pagar',
      { id_transacao: r1.id, pagamentos: pix(12_345) },
      c.token,
    );
    await trpc(
      t.app,
      'mutation',
      'transacao.pagar',
      { id_transacao: r2.id, pagamentos: pix(45_050) },
      c.token,
    );
    const despesa = await trpc(
      t.app,
      'mutation',
      'transacao.create',
      {
        tipo: 'DESPESA',
        descricao: 'Aluguel',
        valor_total: 250_099,
        id_categoria: c.aluguel,
        vencimento: hoje,
      },
      c.token,
    );
    await trpc(
      t.app,
      'mutation',
      'transacao.pagar',
      {
        id_transacao: despesa.body.id,
        pagamentos: [{ id_tipo_pagamento: c.boleto, valor: 100_001, data: hoje, qnt_parcelas: 1 }],
      },
      c.token,
    );

    const lista = await trpc(t.app, 'query', 'transacao.list', { de, ate }, c.token);
    const painel = await trpc(t.app, 'query', 'dashboard.resumo', { mes }, c.token);
    const { receitas, despesas } = lista.body.totais;
    const f = painel.body.financeiro;
    expect(f.receitas).toEqual({ a_receber: receitas.pendente, previsto: receitas.total });
    expect(f.despesas).toEqual({ a_pagar: despesas.pendente, previsto: despesas.total });
    expect(f.saldo).toEqual({
      pendente: receitas.pendente - despesas.pendente,
      previsto: receitas.total - despesas.total,
    });
    // Everything was paid today, so the cash of the month is what the list shows as paid.
    expect(f.receita_bruta).toBe(receitas.pago);
    expect(f.despesa).toBe(despesas.pago);
    expect(f.receita_liquida).toBe(receitas.pago - despesas.pago);
    expect([receitas.total, receitas.pago, despesas.total, despesas.pago]).toEqual([
      90_100, 57_395, 250_099, 100_001,
    ]);
  });
});
