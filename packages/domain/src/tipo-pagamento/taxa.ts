/** A payment type's rate: a percentage from 0 to 100 with at most 2 decimals (numeric(5,2)). */
export const TAXA_MAXIMA = 100;

/** '2,5' or '2.5' or ' 10 % ' → 2.5 / 10; null when it is not a number or falls outside 0..100. */
export function parseTaxa(texto: string): number | null {
  const limpo = texto.replace(/\s/g, '').replace(/%$/, '').replace(',', '.');
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(limpo)) return null;
  const taxa = Number(limpo);
  return ehTaxaValida(taxa) ? taxa : null;
}

/** 0..100, finite, with at most 2 decimals. */
export function ehTaxaValida(taxa: number): boolean {
  if (!Number.isFinite(taxa) || taxa < 0 || taxa > TAXA_MAXIMA) return false;
  return Math.abs(Math.round(taxa * 100) - taxa * 100) < 1e-6;
}

/** 2.5 → '2,5'; 10 → '10'; 12.25 → '12,25' (pt-BR, no trailing zeros). */
export function formatarTaxa(taxa: number): string {
  return String(Math.round(taxa * 100) / 100).replace('.', ',');
}
