import { MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mensagemDeErro } from '../../../lib/erros';
import { useTRPC } from '../../../lib/trpc';

const M = MSG.saques;

/**
 * Approve or refuse a withdrawal; either way the confirm closes (`fechar`). A refusal from the
 * server (someone decided it first) reloads the list, so the row shows what it is now.
 */
export function useDecidirSaque(fechar: () => void) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  return useMutation(
    trpc.loja.carteira.decidirSaque.mutationOptions({
      onSuccess: (s) => {
        toast.success(s.status === 'approved' ? M.aprovado : M.recusado);
        fechar();
        void qc.invalidateQueries(trpc.loja.carteira.pathFilter());
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, M.erroDecidir));
        fechar();
        void qc.invalidateQueries(trpc.loja.carteira.listarSaquesAdmin.pathFilter());
      },
    }),
  );
}
