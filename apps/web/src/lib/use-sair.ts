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

/**
 * 'Sair de todos os dispositivos': the server ends every session of the user (this one too);
 * here, the same clean-up as a logout. A failure keeps the user where they are, with the reason.
 */
export function useSairDeTodos() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navegar] = useLocation();
  const encerrar = useMutation(trpc.sessao.sairDeTodos.mutationOptions());
  return {
    pendente: encerrar.isPending,
    async executar() {
      try {
        await encerrar.mutateAsync();
      } catch {
        toast.error(MSG.sessao.erroEncerrar);
        return;
      }
      sessaoStorage.limpar();
      queryClient.clear();
      navegar('/login', { replace: true });
      toast.success(MSG.sessao.saiuDeTodos);
    },
  };
}
