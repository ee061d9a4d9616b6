/**
 * A budget's total: the sum of its items' sale prices, each frozen when the budget was made.
 * The server computes it; a total sent by a client is never read.
 */

/** R$ 20.000.000,00, under the integer column's limit with room to spare. */
export const VALOR_MAXIMO_ORCAMENTO_CENTAVOS = 2_000_000_000;
/** Treatment rows per budget: a long dental plan fits, a runaway client doesn't. */
export const MAXIMO_ITENS_ORCAMENTO = 50;

/** Sum in integer cents; null when it would pass the limit (or a price isn't whole cents). */
export function totalDoOrcamento(itens: readonly { valor_venda: number }[]): number | null {
  let total = 0;
  for (const i of itens) {
    if (!Number.isSafeInteger(i.valor_venda) || i.valor_venda < 0) return null;
    total += i.valor_venda;
    if (total > VALOR_MAXIMO_ORCAMENTO_CENTAVOS) return null;
  }
  return total;
}
