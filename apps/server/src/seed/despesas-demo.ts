import { criarTransacao, registrarPagamentos } from '../modules/transacao/transacao.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import {
  type CalendarioDemo,
  diaAindaPorVir,
  diaDoMes,
  diaJaPassado,
  type Sorteador,
} from './calendario-demo';

/**
 * The demo's expenses (issue 40): a month of a small clinic's bills, through the finance service
 * ('Nova despesa', then 'Dar Baixa'). Past months paid on their due day, one supplier paid in
 * part; in the current month what fell due is paid and the rest waits.
 */

export type TiposDespesa = Record<'Dinheiro' | 'PIX' | 'Boleto' | 'Cartão de crédito', number>;

type Conta = {
  /** Only in the last past month, or only in the current one; otherwise every month. */
  so?: 'ultimo' | 'atual';
  categoria: string;
  descricao: string;
  /** Cents; `variacao` is how much it moves from month to month (up to ±). */
  valor: number;
  variacao: number;
  dia: number;
  pagamento: keyof TiposDespesa;
  banco: boolean;
};

/**
 * A month's bills. Few of them (each is an expense and a payment through the services, and the
 * first start is timed); the first falls due on the 1st, so the current month always has one paid.
 * The supplier's bill comes once, paid in part; the tax once, still to pay.
 */
const CONTAS: readonly Conta[] = [
  {
    categoria: 'Contas de consumo',
    descricao: 'Energia, água e internet',
    valor: 45_000,
    variacao: 6_000,
    dia: 1,
    pagamento: 'Boleto',
    banco: true,
  },
  {
    categoria: 'Aluguel',
    descricao: 'Aluguel da sala',
    valor: 220_000,
    variacao: 0,
    dia: 5,
    pagamento: 'Boleto',
    banco: true,
  },
  {
    categoria: 'Materiais e insumos',
    descricao: 'Dental Sul — materiais de consumo',
    so: 'ultimo',
    valor: 90_000,
    variacao: 25_000,
    dia: 15,
    pagamento: 'PIX',
    banco: false,
  },
  {
    categoria: 'Impostos e taxas',
    descricao: 'Simples Nacional',
    so: 'atual',
    valor: 38_000,
    variacao: 0,
    // The month's last day: still to pay, so the current month shows something 'a pagar'.
    dia: 31,
    pagamento: 'Boleto',
    banco: true,
  },
];

/** The supplier paid in part in the last past month. */
const PAGO_EM_PARTE = 'Materiais e insumos';

export type DespesasDemo = { despesas: number; pagamentos: number };

export async function semearDespesasDemo(
  deps: Deps,
  ator: Ator,
  cal: CalendarioDemo,
  categorias: Map<string, number>,
  tipos: TiposDespesa,
  idBanco: number,
  r: Sorteador,
): Promise<DespesasDemo> {
  const conta = { despesas: 0, pagamentos: 0 };
  for (const [k, mes] of cal.meses.entries()) {
    const ultimo = k === cal.meses.length - 2;
    const atual = k === cal.meses.length - 1;
    for (const c of CONTAS) {
      if ((c.so === 'ultimo' && !ultimo) || (c.so === 'atual' && !atual)) continue;
      const venceu = diaDoMes(mes, c.dia) <= cal.hoje;
      const vencimento = venceu ? diaJaPassado(cal, mes, c.dia) : diaAindaPorVir(cal, mes, c.dia);
      // Rounded to whole reais.
      const valor = Math.round((c.valor + r.inteiro(-c.variacao, c.variacao)) / 100) * 100;
      const despesa = await criarTransacao(deps, ator, {
        tipo: 'DESPESA',
        descricao: c.descricao,
        valor_total: valor,
        id_categoria: categorias.get(c.categoria)!,
        id_banco: c.banco ? idBanco : null,
        vencimento,
        observacao: null,
      });
      conta.despesas++;
      if (!venceu) continue;
      const emParte = c.categoria === PAGO_EM_PARTE && ultimo;
      const pago = emParte ? Math.round((valor * 0.6) / 100) * 100 : valor;
      await registrarPagamentos(deps, ator, despesa.id, [
        { id_tipo_pagamento: tipos[c.pagamento], valor: pago, data: vencimento, qnt_parcelas: 1 },
      ]);
      conta.pagamentos++;
    }
  }
  return conta;
}
