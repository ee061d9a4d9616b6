import { MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { sessaoStorage } from './armazenamento';
import { useTRPC } from './trpc';

export function useToken(): string | null {
  return useSyncExternalStore(sessaoStorage.assinar, sessaoStorage.token, () => null);
}

/** The logged-in user, fresh from the server (permissions change without a new login). */
export function useUsuario() {
  const trpc = useTRPC();
  const token = useToken();
  return useQuery({ ...trpc.sessao.me.queryOptions(), enabled: token !== null, staleTime: 30_000 });
}

/** A 401 anywhere: the token is dropped and the user goes to /login. */
export function encerrarSessaoExpirada() {
  if (!sessaoStorage.token()) return;
  sessaoStorage.limpar();
  toast.error(MSG.sessao.expirada);
  navigate('/login', { replace: true });
}
