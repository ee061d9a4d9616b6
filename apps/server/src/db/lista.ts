import type { Pagina } from '@clinica/contracts';
import { normalizarBusca } from '@clinica/domain';
import { type Expression, type RawBuilder, sql } from 'kysely';

/** A page request as the repositories take it; `limit: null` is the REST API's full list. */
export type PaginaPedida = { page: number; limit: number | null; q: string };

/** Runs the page query and the count of the same filter together. */
export async function paginar<O>(
  p: PaginaPedida,
  itens: (limit: number | null, offset: number) => Promise<O[]>,
  total: () => Promise<number>,
): Promise<Pagina<O>> {
  const offset = p.limit === null ? 0 : (p.page - 1) * p.limit;
  const [linhas, n] = await Promise.all([itens(p.limit, offset), total()]);
  return { itens: linhas, total: n };
}

/** `%termo%` for LIKE, normalised the way f_busca normalises columns, wildcards escaped. */
export function padraoBusca(q: string): string {
  return `%${normalizarBusca(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case- and accent-insensitive "contains" on a text column, served by the trigram index
 * on f_busca(column) (migration 202611220100).
 */
export function contem(coluna: Expression<string | null> | RawBuilder<unknown>, q: string) {
  return sql<boolean>`f_busca(${coluna}) like ${padraoBusca(q)}`;
}
