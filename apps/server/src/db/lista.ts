import type { Pagina } from '@clinica/contracts';
import { campoDe, normalizarBusca } from '@clinica/domain';
import {
  type Expression,
  type OperationNode,
  type OrderByItemNode,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
} from 'kysely';

/**
 * A batch of a streamed export (REST lists without `page`, DECISIONS 23): the next `tamanho`
 * rows after the row whose order key is `apos` (keyset: no offset, no held connection, works on
 * pg and PGlite alike). The repository writes the last row's key into `proximo`.
 */
export type Lote = { tamanho: number; apos: string[] | null; proximo: string[] | null };

/**
 * A page request as the repositories take it; `limit: null` is every row at once (internal
 * callers only); `lote` turns the request into the next batch of an export.
 */
export type PaginaPedida = { page: number; limit: number | null; q: string; lote?: Lote | undefined };

/**
 * Runs the page query and the count of the same filter together. In an export only the first
 * batch is counted (the total goes in X-Total-Count before the rows).
 */
export async function paginar<O>(
  p: PaginaPedida,
  itens: (limit: number | null, offset: number) => Promise<O[]>,
  total: () => Promise<number>,
): Promise<Pagina<O>> {
  const offset = p.limit === null || p.lote ? 0 : (p.page - 1) * p.limit;
  const contar = !p.lote?.apos;
  const [linhas, n] = await Promise.all([
    itens(p.lote ? p.lote.tamanho : p.limit, offset),
    contar ? total() : 0,
  ]);
  return { itens: linhas, total: n };
}

/** Any select query: these helpers only read its ORDER BY and add a WHERE, a LIMIT, columns. */
// biome-ignore lint/suspicious/noExplicitAny: the helpers serve every table and row type
type Consulta<O> = SelectQueryBuilder<any, any, O>;

/** An expression from a node of the query itself (the ORDER BY items are reused as they are). */
const doNo = (no: OperationNode): Expression<unknown> => ({
  get expressionType() {
    return undefined;
  },
  toOperationNode: () => no,
});

type Chave = { expr: Expression<unknown>; desc: boolean };

/** The ORDER BY of `q`, read from the query (so a list's order is written once, where it is). */
function chaveDe(q: Consulta<unknown>): Chave[] {
  const itens = (q.toOperationNode().orderBy?.items ?? []) as readonly OrderByItemNode[];
  if (itens.length === 0) throw new Error('lote sem ORDER BY');
  return itens.map((i) => {
    const dir = i.direction as { sqlFragments?: readonly string[] } | undefined;
    if (i.nulls || i.collation) throw new Error('lote: ORDER BY com NULLS/COLLATE não suportado');
    return { expr: doNo(i.orderBy), desc: dir?.sqlFragments?.join('').trim().toLowerCase() === 'desc' };
  });
}

/**
 * Rows strictly after `apos` in the order `chave`: a row comparison when every key goes the
 * same way (an index range on Postgres), else the expanded OR. The values travel as text and
 * Postgres reads each back as its column's type (timestamps keep their microseconds).
 */
function depoisDe(chave: Chave[], apos: string[]) {
  const op = (desc: boolean) => sql.raw(desc ? '<' : '>');
  if (chave.every((c) => c.desc === chave[0]?.desc)) {
    const cols = sql.join(chave.map((c) => c.expr));
    const vals = sql.join(apos.map((v) => sql`${v}`));
    return sql<boolean>`(${cols}) ${op(chave[0]?.desc ?? false)} (${vals})`;
  }
  const ramos = chave.map((c, i) => {
    const iguais = chave.slice(0, i).map((a, j) => sql`${a.expr} = ${apos[j]}`);
    return sql.join([...iguais, sql`${c.expr} ${op(c.desc)} ${apos[i]}`], sql` and `);
  });
  return sql<boolean>`(${sql.join(ramos, sql` or `)})`;
}

/**
 * Cuts an ordered query to the page: offset/limit, or in an export the next batch by keyset on
 * the query's own ORDER BY (which must end in a unique column, as every list's does with id).
 */
export function recortar<Q extends Consulta<unknown>>(q: Q, p: PaginaPedida): Q {
  if (p.lote) {
    const { apos, tamanho } = p.lote;
    const r = apos ? q.where(depoisDe(chaveDe(q), apos)) : q;
    return r.limit(tamanho) as Q;
  }
  const r = p.limit === null ? q : q.offset((p.page - 1) * p.limit).limit(p.limit);
  return r as Q;
}

/**
 * Runs a cut query. In an export it also selects the order key of each row (as text, so nothing
 * is rounded) and keeps the last one in `p.lote.proximo` for the next batch.
 */
export async function lerPagina<O>(q: Consulta<O>, p: PaginaPedida): Promise<O[]> {
  if (!p.lote) return q.execute();
  const chave = chaveDe(q);
  const comChave = chave.reduce(
    (acc, c, i) => acc.select(sql<string>`(${c.expr})::text`.as(`__chave${i}`)),
    q as Consulta<unknown>,
  );
  const linhas = (await comChave.execute()) as Record<string, unknown>[];
  const ultima = linhas.at(-1);
  if (ultima) {
    p.lote.proximo = chave.map((_, i) => {
      const v = ultima[`__chave${i}`];
      // A NULL key would skip rows silently: refuse (the export is aborted instead).
      if (typeof v !== 'string') throw new Error('lote: chave de ordenação nula');
      return v;
    });
  }
  for (const l of linhas) for (let i = 0; i < chave.length; i++) delete l[`__chave${i}`];
  return linhas as O[];
}

/** `recortar` then `lerPagina`: the page (or the export's batch) of an ordered query. */
export function executarPagina<O>(q: Consulta<O>, p: PaginaPedida): Promise<O[]> {
  return lerPagina(recortar(q, p), p);
}

/**
 * The first text after every text starting with `prefixo`, byte by byte (UTF-8 keeps code point
 * order): 'ana' → 'anb'. With `~>=~ prefixo AND ~<~ proximo` a text_pattern_ops B-tree reads
 * exactly the words with that prefix, in a generic plan too (LIKE 'ana%' needs the constant).
 */
export function proximoPrefixo(prefixo: string): string {
  const pontos = Array.from(prefixo);
  const ultimo = pontos.pop();
  if (ultimo === undefined) return '\u{10FFFF}';
  const cp = ultimo.codePointAt(0) ?? 0;
  // Past the surrogates' gap, which no text holds.
  const seguinte = cp === 0xd7ff ? 0xe000 : cp + 1;
  return cp >= 0x10ffff ? `${prefixo}\u{10FFFF}` : pontos.join('') + String.fromCodePoint(seguinte);
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
    () => executarPagina(linhas(base()), p),
    async () => {
      const r = await base()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(campoDe(r, 'n'));
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

/** A clinic-wide list's request (contracts' listaDaClinicaQuerySchema): the rows after `apos`, by id. */
export type PedidoDaClinica = { apos: number; limit: number; arquivados?: boolean | undefined };

/**
 * A page of a clinic-wide list: `base` is the clinic's filter (its scope, active or archived);
 * the rows after `apos` in id order, and the filter's count on the first page only (a count per
 * page would read the clinic's rows once per page).
 */
export async function paginaDaClinica<DB, TB extends keyof DB, O>(
  p: PedidoDaClinica,
  base: () => SelectQueryBuilder<DB, TB, object>,
  linhas: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  id: Expression<number>,
): Promise<{ itens: O[]; total: number | null }> {
  const [itens, total] = await Promise.all([
    linhas(base().where(sql<boolean>`${id} > ${p.apos}`))
      .orderBy(id)
      .limit(p.limit)
      .execute(),
    p.apos === 0
      ? base()
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(campoDe(r, 'n')))
      : null,
  ]);
  return { itens, total };
}
