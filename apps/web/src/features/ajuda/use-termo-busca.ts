import { useLocation, useSearch } from 'wouter';

/** The search words live in the address (`?q=`): back from a result, the search is still there. */
export function useTermoBusca(): [string, (termo: string) => void] {
  const [local, navegar] = useLocation();
  const termo = new URLSearchParams(useSearch()).get('q') ?? '';
  const definir = (novo: string) =>
    navegar(novo ? `${local}?${new URLSearchParams({ q: novo })}` : local, { replace: true });
  return [termo.trim(), definir];
}
