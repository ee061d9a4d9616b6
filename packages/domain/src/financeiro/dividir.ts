/**
 * Splitting an amount of cents by weights without losing or inventing a cent: each part gets
 * the floor of its exact share, and the cents left over go one by one to the largest remainders
 * (ties to the earlier part). The parts always add up to the total.
 */
export function dividirProporcional(total: number, pesos: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total deve ser centavos inteiros');
  const soma = pesos.reduce((s, p) => s + p, 0);
  if (pesos.length === 0) return [];
  // Without weight (every item free) the amount is split evenly. BigInt keeps total × weight
  // exact: two R$ 20 million figures multiplied pass what a double holds to the unit.
  const base = (soma > 0 ? pesos : pesos.map(() => 1)).map((p) => BigInt(p));
  const somaBase = base.reduce((s, p) => s + p, 0n);
  const t = BigInt(total);
  const partes = base.map((p) => (t * p) / somaBase);
  const restos = base.map((p) => (t * p) % somaBase);
  let sobra = t - partes.reduce((s, p) => s + p, 0n);
  const ordem = restos
    .map((resto, i) => ({ i, resto }))
    .sort((a, b) => (b.resto > a.resto ? 1 : b.resto < a.resto ? -1 : a.i - b.i));
  for (const { i } of ordem) {
    if (sobra <= 0n) break;
    partes[i] = (partes[i] ?? 0n) + 1n;
    sobra--;
  }
  return partes.map(Number);
}

/** An amount in `n` installments: equal parts, the leftover cents on the first ones. */
export function parcelas(valor: number, n: number): number[] {
  if (!Number.isInteger(n) || n < 1) return [];
  return dividirProporcional(
    valor,
    Array.from({ length: n }, () => 1),
  );
}
