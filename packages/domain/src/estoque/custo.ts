/**
 * A product's stock and its weighted average cost (spec 03 §3: `preco_custo` is the average
 * cost). The product keeps two exact figures, its quantity and the value of that quantity in
 * integer cents; the average is read from them, never accumulated, so no rounding error can
 * build up over thousands of movements.
 *
 * - An entry adds `quantidade × custo unitário` to the value, exactly.
 * - An exit takes out its share of the value, `valor × saída ÷ quantidade`, rounded half up
 *   to the cent; the exit that empties the stock takes out all of it, so an empty stock is
 *   worth exactly zero and no cent is left behind or invented.
 * - The average is `valor ÷ quantidade`, rounded half up to the cent. With nothing in stock it
 *   stays at the last average (what the clinic last paid), as the products table shows it.
 */

/** One movement's quantity: a whole number of units, 1 up to a million. */
export const QUANTIDADE_MAXIMA_MOVIMENTO = 1_000_000;
/** A product's stock and minimum: up to ten million units. */
export const QUANTIDADE_MAXIMA_ESTOQUE = 10_000_000;
/** A unit's cost: up to R$ 100.000,00. With the quantity cap the value stays a safe integer. */
export const CUSTO_UNITARIO_MAXIMO_CENTAVOS = 10_000_000;

export type SaldoEstoque = {
  /** Units in stock, ≥ 0. */
  quantidade: number;
  /** Integer cents: what those units cost, at the prices they were bought for. */
  valor: number;
};

/** `a ÷ b` rounded half up, exact for any safe integers (BigInt: `a × n` may pass 2^53). */
function dividirArredondando(a: bigint, b: bigint): number {
  return Number((2n * a + b) / (2n * b));
}

/** The weighted average cost of a unit in cents; `anterior` while the stock is empty. */
export function custoMedio(saldo: SaldoEstoque, anterior: number): number {
  if (saldo.quantidade <= 0) return anterior;
  return dividirArredondando(BigInt(saldo.valor), BigInt(saldo.quantidade));
}

/** An entry of `quantidade` units bought at `custoUnitario` cents each. */
export function aplicarEntrada(saldo: SaldoEstoque, quantidade: number, custoUnitario: number): SaldoEstoque {
  return { quantidade: saldo.quantidade + quantidade, valor: saldo.valor + quantidade * custoUnitario };
}

export type ResultadoSaida =
  | { ok: true; saldo: SaldoEstoque; valorBaixado: number }
  | { ok: false; disponivel: number };

/** An exit of `quantidade` units, valued at their share of the stock; refused past what there is. */
export function aplicarSaida(saldo: SaldoEstoque, quantidade: number): ResultadoSaida {
  if (quantidade > saldo.quantidade) return { ok: false, disponivel: saldo.quantidade };
  const valorBaixado =
    quantidade === saldo.quantidade
      ? saldo.valor
      : dividirArredondando(BigInt(saldo.valor) * BigInt(quantidade), BigInt(saldo.quantidade));
  return {
    ok: true,
    saldo: { quantidade: saldo.quantidade - quantidade, valor: saldo.valor - valorBaixado },
    valorBaixado,
  };
}

/** Whether one more entry keeps the stock under the cap. */
export function cabeNoEstoque(saldo: SaldoEstoque, quantidade: number): boolean {
  return saldo.quantidade + quantidade <= QUANTIDADE_MAXIMA_ESTOQUE;
}
