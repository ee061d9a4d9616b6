import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/**
 * What the 'Receita' and 'Despesa' dialogs share: the create call, the toast, the refresh of the
 * lists that show it (a revenue also changes its budget), and the server's refusal kept for the
 * form's alert.
 */
export function useCriarTransacao(textos: { sucesso: string; erro: string }, onFechar: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const criar = useMutation(
    trpc.transacao.create.mutationOptions({
      onSuccess: () => {
        toast.success(textos.sucesso);
        void queryClient.invalidateQueries(trpc.transacao.pathFilter());
        void queryClient.invalidateQueries(trpc.orcamento.pathFilter());
        onFechar();
      },
      onError: (e) => {
        const msg = mensagemDeErro(e, textos.erro);
        setErroServidor(msg);
        toast.error(msg);
      },
    }),
  );
  return { criar, erroServidor };
}
