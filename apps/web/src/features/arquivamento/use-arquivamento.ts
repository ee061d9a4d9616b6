import { MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/**
 * Archive (patients and documents), restore and hard-delete (ADM): the calls, their toasts, and
 * a refresh of every list (an archived patient leaves pickers and counts across the app too).
 */
export function useArquivamento(aoConcluir?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const depois = (mensagem: string) => () => {
    toast.success(mensagem);
    void queryClient.invalidateQueries();
    aoConcluir?.();
  };
  const arquivar = useMutation(
    trpc.arquivamento.arquivar.mutationOptions({
      onSuccess: (_r, e) =>
        depois(
          e.recurso === 'paciente' ? MSG.arquivamento.pacienteArquivado : MSG.arquivamento.documentoArquivado,
        )(),
      onError: (e) => toast.error(mensagemDeErro(e, MSG.arquivamento.erroArquivar)),
    }),
  );
  const restaurar = useMutation(
    trpc.arquivamento.restaurar.mutationOptions({
      onSuccess: depois(MSG.arquivamento.restaurado),
      onError: (e) => toast.error(mensagemDeErro(e, MSG.arquivamento.erroRestaurar)),
    }),
  );
  const excluirDefinitivamente = useMutation(
    trpc.arquivamento.excluirDefinitivamente.mutationOptions({
      onSuccess: depois(MSG.arquivamento.excluidoDefinitivamente),
      // The 20-year refusal (409) says from when: the server's message is the toast.
      onError: (e) => toast.error(mensagemDeErro(e, MSG.arquivamento.erroExcluirDefinitivamente)),
    }),
  );
  return { arquivar, restaurar, excluirDefinitivamente };
}
