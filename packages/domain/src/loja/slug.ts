export const SLUG_MAXIMO = 80;

/**
 * A store's link (spec 03 §8): letters, digits and hyphen only, lower-cased. What the user types
 * is turned into one as they type: accents dropped, spaces become hyphens, anything else goes.
 */
export function normalizarSlug(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SLUG_MAXIMO);
}

export const slugValido = (slug: string) =>
  slug.length > 0 && slug.length <= SLUG_MAXIMO && /^[a-z0-9-]+$/.test(slug);
