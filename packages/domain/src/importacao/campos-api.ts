import { campoDe } from '../util/objetos';
import { reaisParaCentavos } from '../valores/brl';

/* The field readers every old item's reader shares (itens-api.ts, itens-api-clinicos.ts). */

export type ItemLido<T> = { ok: true; chave: string; dados: T } | { ok: false; motivo: string };

/** An old id as the map's key ('id:12'), or null when the item has none. */
export function chaveAntiga(v: unknown): string | null {
  return (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d{1,15}$/.test(v))
    ? `id:${v}`
    : null;
}

/** The key of what an item points at: `id_x` beside it, or the nested object's id (`x.id`). */
export function referencia(item: unknown, campoId: string, aninhado?: string): string | null {
  return (
    chaveAntiga(campoDe(item, campoId)) ??
    (aninhado ? chaveAntiga(campoDe(campoDe(item, aninhado), 'id')) : null)
  );
}

export const texto = (item: unknown, campo: string, max = 500): string | null => {
  const v = campoDe(item, campo);
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const t = String(v).trim();
  return t ? t.slice(0, max) : null;
};

export const numero = (item: unknown, campo: string): number | null => {
  const v = campoDe(item, campo);
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

export const centavos = (item: unknown, campo: string): number | null => {
  const n = numero(item, campo);
  return n === null || n < 0 ? null : reaisParaCentavos(n);
};

export const inteiro = (item: unknown, campo: string, min: number, max: number): number | null => {
  const n = numero(item, campo);
  return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

const SEM_ID = 'Registro sem identificador no sistema antigo.';
export const SEM_NOME = 'Nome ausente.';

export function comChave<T>(item: unknown, ler: () => T | string): ItemLido<T> {
  const chave = chaveAntiga(campoDe(item, 'id'));
  if (!chave) return { ok: false, motivo: SEM_ID };
  const dados = ler();
  return typeof dados === 'string' ? { ok: false, motivo: dados } : { ok: true, chave, dados };
}
