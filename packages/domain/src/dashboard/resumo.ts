/**
 * The dashboard's figures (docs/decisions.md, "Dashboard"), in integer cents. Cash: what was
 * paid in the month (payments by their date). Due: what falls due in the month (transactions
 * by their due date), the same set the transactions screen shows for that period, so the two
 * screens agree to the cent.
 */

/** Sums of one type (revenue or expense) for one month. */
export type SomasDoTipo = {
  /** Σ payments dated in the month. */
  pago: number;
  /** Σ valor_total of the transactions due in the month. */
  previsto: number;
  /** Σ (valor_total − valor_pago) of the transactions due in the month. */
  pendente: number;
};

export type ResumoFinanceiro = {
  receita_bruta: number;
  despesa: number;
  receita_liquida: number;
  /** Margin: net over gross, in percent with one decimal; null when nothing was received. */
  percentual: number | null;
  receitas: { a_receber: number; previsto: number };
  despesas: { a_pagar: number; previsto: number };
  saldo: { pendente: number; previsto: number };
};

/** Net over gross × 100, one decimal, half away from zero; null without revenue (no division by zero). */
export function percentualMargem(bruta: number, liquida: number): number | null {
  if (bruta === 0) return null;
  const decimos = (Math.abs(liquida) * 1000) / Math.abs(bruta);
  const sinal = Math.sign(liquida) * Math.sign(bruta);
  return (sinal * Math.round(decimos)) / 10 || 0;
}

/** The cards of one month from the sums of each type. */
export function resumoFinanceiro(receita: SomasDoTipo, despesa: SomasDoTipo): ResumoFinanceiro {
  const liquida = receita.pago - despesa.pago;
  return {
    receita_bruta: receita.pago,
    despesa: despesa.pago,
    receita_liquida: liquida,
    percentual: percentualMargem(receita.pago, liquida),
    receitas: { a_receber: receita.pendente, previsto: receita.previsto },
    despesas: { a_pagar: despesa.pendente, previsto: despesa.previsto },
    saldo: {
      pendente: receita.pendente - despesa.pendente,
      previsto: receita.previsto - despesa.previsto,
    },
  };
}

/** '42,5%', '-12%', or '—' when there is no margin to show (no revenue in the month). */
export function formatarPercentual(valor: number | null): string {
  if (valor === null) return '—';
  return `${String(valor).replace('.', ',')}%`;
}
