/**
 * A NUL character (U+0000) can't be stored in Postgres text and means nothing in a clinic's
 * data: whatever the field, a value carrying one is refused as bad input (400) before any
 * schema or query sees it. One check for both APIs (the REST hook and the tRPC middleware).
 */
const LIMITE_PROFUNDIDADE = 32;

export function contemNul(valor: unknown, profundidade = 0): boolean {
  if (typeof valor === 'string') return valor.includes('\u0000');
  if (valor === null || typeof valor !== 'object' || profundidade > LIMITE_PROFUNDIDADE) return false;
  if (Array.isArray(valor)) return valor.some((v) => contemNul(v, profundidade + 1));
  if (valor instanceof Uint8Array) return false;
  return Object.entries(valor).some(([k, v]) => k.includes('\u0000') || contemNul(v, profundidade + 1));
}
