import { dividirProporcional } from './dividir';

/**
 * Professionals' commissions (the payment type's 'Taxa Comissões dos Profissionais (%)'). A
 * payment of a revenue earns the rate once, rounded to the cent; that commission is then split
 * across the budget's items by their value (largest remainder), so the professionals' shares add
 * up to exactly the payment's commission, and the base each share comes from adds up to exactly
 * the payment.
 */

/** '12.5' or '12,50' (the column's numeric as text) → hundredths of a percent (1250). */
export function taxaEmCentesimos(taxa: string | number): number {
  const n = typeof taxa === 'number' ? taxa : Number(String(taxa).replace(',', '.'));
  if (!Number.isFinite(n) || n < 0 || n > 100) throw new RangeError('taxa fora de 0 a 100');
  return Math.round(n * 100);
}

export type ItemComissionavel = { id_item: number; id_profissional: number; valor_venda: number };
export type Comissao = { id_item: number; id_profissional: number; base: number; valor: number };

export function comissoesDoPagamento(
  valorPagamento: number,
  taxaCentesimos: number,
  itens: readonly ItemComissionavel[],
): Comissao[] {
  if (itens.length === 0) return [];
  const total = Math.round((valorPagamento * taxaCentesimos) / 10_000);
  const pesos = itens.map((i) => i.valor_venda);
  const bases = dividirProporcional(valorPagamento, pesos);
  const valores = dividirProporcional(total, pesos);
  return itens.map((i, k) => ({
    id_item: i.id_item,
    id_profissional: i.id_profissional,
    base: bases[k] ?? 0,
    valor: valores[k] ?? 0,
  }));
}
