import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type EntradaLista, useLista } from './use-lista';

/** What every paginated list call answers. */
export type PaginaDe<T> = { itens: T[]; total: number };

/**
 * A server-paginated, server-searched list: page and term in the state, the query for the
 * current page (the previous page stays on screen while the next loads), and the props the
 * table's pagination needs.
 */
export function useListaPaginada<TDados extends PaginaDe<unknown>, TErro, TChave extends QueryKey>(
  limit: number,
  opcoes: (entrada: EntradaLista) => UseQueryOptions<TDados, TErro, TDados, TChave>,
) {
  const lista = useLista(limit);
  const consulta = useQuery({ ...opcoes(lista.entrada), placeholderData: keepPreviousData });
  return {
    ...lista,
    itens: (consulta.data?.itens ?? []) as TDados['itens'],
    total: consulta.data?.total ?? 0,
    carregando: consulta.isPending,
    falhou: consulta.isError,
    paginacao: {
      page: lista.page,
      pageSize: limit,
      total: consulta.data?.total ?? 0,
      onPageChange: lista.setPage,
    },
  };
}
