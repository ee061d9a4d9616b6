import { useState } from 'react';

/** Page and search term of a server-paginated list; a new search goes back to page 1. */
export function useLista(limit: number) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  return {
    page,
    q,
    limit,
    entrada: { page, limit, q },
    setPage,
    buscar: (termo: string) => {
      setQ(termo);
      setPage(1);
    },
  };
}
