import { MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { sessaoStorage } from './armazenamento';
import { useTRPC } from './trpc';

/** Logout: the server records it (best effort), the client forgets the session. */
export function useSair() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navegar] = useLocation();
  const registrar = useMutation(trpc.sessao.logout.mutationOptions());
  return async () => {
    try {
      await registrar.mutateAsync().catch(() => undefined);
      sessaoStorage.limpar();
      queryClient.clear();
      navegar('/login', { replace: true });
      toast.success(MSG.sessao.encerrada);
    } catch {
      toast.error(MSG.sessao.erroEncerrar);
    }
  };
}
