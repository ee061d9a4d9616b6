import type { Pagina } from '@clinica/contracts';
import { normalizarBusca } from '@clinica/domain';
import { type Expression, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

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

/**
 * One page of a filtered query and the count of the same filter, the shape every list
 * repository repeats: `base` applies the clinic scope and the search; `linhas` adds the
 * columns and the order.
 */
export function paginarConsulta<DB, TB extends keyof DB, O>(
  p: PaginaPedida,
  base: () => SelectQueryBuilder<DB, TB, object>,
  linhas: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<Pagina<O>> {
  return paginar(
    p,
    (limit, offset) => {
      const q = linhas(base()).offset(offset);
      return (limit === null ? q : q.limit(limit)).execute() as Promise<O[]>;
    },
    async () => {
      const r = await base()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number((r as { n: unknown }).n);
    },
  );
}

/**
 * Integer cents as the plain pt-BR text '1234,56' (no thousands dot), the canonical form the
 * domain's termoDeValor reads a typed value into, so '1.234,56' or 'R$ 150' finds a price.
 */
export function centavosComoTexto(coluna: Expression<number>) {
  return sql<string>`(${coluna} / 100)::text || ',' || lpad((${coluna} % 100)::text, 2, '0')`;
}
