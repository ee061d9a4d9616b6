import { MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/**
 * The insert call, its toast, and the refresh of everything a movement changes: the movement
 * lists, the products (quantity, average cost, status, expiry) with their cards, and the
 * dashboard. A refusal ('Estoque insuficiente: disponível 20.') stays for the form's alert.
 */
export function useInserirMovimentacao(onFechar: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const inserir = useMutation(
    trpc.movimentacao.create.mutationOptions({
      onMutate: () => setErroServidor(null),
      onSuccess: () => {
        toast.success(MSG.movimentacoes.inserida);
        void queryClient.invalidateQueries(trpc.movimentacao.pathFilter());
        void queryClient.invalidateQueries(trpc.produto.pathFilter());
        void queryClient.invalidateQueries(trpc.dashboard.pathFilter());
        onFechar();
      },
      onError: (e) => {
        const msg = mensagemDeErro(e, MSG.movimentacoes.erroInserir);
        setErroServidor(msg);
        toast.error(msg);
      },
    }),
  );
  return { inserir, erroServidor };
}
