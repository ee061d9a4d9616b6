import { MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { sessaoStorage } from './armazenamento';
import { useMarcaDaSessao } from './marca-sessao';
import { useTRPC } from './trpc';

// In its own file so /login reads it without this file's tRPC and query imports.
export { useMarcaDaSessao } from './marca-sessao';

/** The logged-in user, fresh from the server (permissions change without a new login). */
export function useUsuario() {
  const trpc = useTRPC();
  const sessao = useMarcaDaSessao();
  return useQuery({ ...trpc.sessao.me.queryOptions(), enabled: sessao !== null, staleTime: 30_000 });
}

/** A 401 anywhere: the session is dropped and the user goes to /login. */
export function encerrarSessaoExpirada() {
  if (!sessaoStorage.csrf()) return;
  sessaoStorage.limpar();
  toast.error(MSG.sessao.expirada);
  navigate('/login', { replace: true });
}
