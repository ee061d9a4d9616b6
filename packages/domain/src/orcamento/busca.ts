/**
 * How the budgets' search box reads a term (spec 02 §5: patient name, status, total value,
 * formatted due date). The name and status need nothing; the value and the date are read here
 * so the database can compare them with one canonical text each.
 */

/**
 * A money-looking term as a fragment of the canonical '1234,56' (no thousands dot, comma for
 * decimals), or null. 'R$ 1.234,5' → '1234,5'; '1234.56' → '1234,56'; '150' → '150'.
 */
export function termoDeValor(termo: string): string | null {
  const t = termo.replace(/\s/g, '').replace(/^R\$/i, '');
  if (!/^\d[\d.,]*$/.test(t) || t.length > 20) return null;
  if (t.includes(',')) {
    const [inteiro = '', ...resto] = t.split(',');
    if (resto.length > 1 || /\./.test(resto[0] ?? '')) return null;
    return `${inteiro.replace(/\./g, '')},${resto[0] ?? ''}`;
  }
  // Only dots: '1.234' and '1.234.567' are thousands; '1234.5' or '12.50' is a decimal point.
  if (/^\d{1,3}(\.\d{3})+$/.test(t)) return t.replace(/\./g, '');
  const pontos = t.split('.');
  if (pontos.length === 2) return `${pontos[0]},${pontos[1]}`;
  return pontos.length === 1 ? t : null;
}

/** A date-looking term ('25/12', '12/2026', '25/12/2026') to match against 'DD/MM/YYYY', or null. */
export function termoDeData(termo: string): string | null {
  const t = termo.trim();
  return /^[\d/]{2,10}$/.test(t) && t.includes('/') ? t : null;
}

/** A term that could be a budget's number. */
export function termoDeId(termo: string): number | null {
  const t = termo.trim().replace(/^#/, '');
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}
