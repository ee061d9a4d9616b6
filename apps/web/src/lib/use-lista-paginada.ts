import type { listaInputSchema } from '@clinica/contracts';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type EsquemaLista, type OpcoesLista, useLista } from './use-lista';

/** What every paginated list call answers. */
export type PaginaDe<T> = { itens: T[]; total: number };

/**
 * A server-paginated, server-searched list: page, term and filters in the address (see
 * `useLista`), the query for the current page (the previous page stays on screen while the next
 * loads), and the props the kit's ListPage takes: pagination, refresh, search and filters.
 */
export function useListaPaginada<
  TDados extends PaginaDe<unknown>,
  TErro,
  TChave extends QueryKey,
  S extends EsquemaLista = typeof listaInputSchema,
  // What the call answers, when a `select` reads it into a page (the store logs' data/meta).
  TResposta = TDados,
>(
  limit: number,
  opcoes: (entrada: z.output<S>) => UseQueryOptions<TResposta, TErro, TDados, TChave>,
  config: OpcoesLista<S> = {},
) {
  const lista = useLista(limit, config);
  const consulta = useQuery({ ...opcoes(lista.entrada), placeholderData: keepPreviousData });
  return {
    ...lista,
    itens: (consulta.data?.itens ?? []) as TDados['itens'],
    total: consulta.data?.total ?? 0,
    carregando: consulta.isPending,
    falhou: consulta.isError,
    /** Why it failed (a store page without a store answers 404). */
    erro: consulta.error,
    paginacao: {
      page: lista.page,
      pageSize: limit,
      total: consulta.data?.total ?? 0,
      onPageChange: lista.setPage,
    },
    /** ListPage's 'Atualizar'. */
    atualizar: { onRefresh: () => void consulta.refetch(), atualizando: consulta.isFetching },
    /** ListPage's `filters`, for the declaration given. */
    filtrosDaTela: {
      declaracao: config.filtros ?? [],
      valores: lista.filtros,
      onChange: lista.filtrar,
    },
    /** Whether a search or a filter is narrowing the list (the empty state says so). */
    filtrando: Boolean(lista.q) || Object.keys(lista.filtros).length > 0,
  };
}
