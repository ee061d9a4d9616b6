import { useState } from 'react';

/** What a list call takes: the page, its size and the search term. */
export type EntradaLista = { page: number; limit: number; q: string };

/** Page and search term of a server-paginated list; a new search goes back to page 1. */
export function useLista(limit: number) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  return {
    page,
    q,
    limit,
    entrada: { page, limit, q } as EntradaLista,
    setPage,
    buscar: (termo: string) => {
      setQ(termo);
      setPage(1);
    },
  };
}
