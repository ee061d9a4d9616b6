import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { toast } from '@clinica/ui/toast';
import {
  type QueryFilters,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { mensagemDeErro } from './erros';

/**
 * Deleting one row of a list: the row waiting for confirmation, the call, the toast, the
 * list's refresh, and the confirmation dialog itself. The page says what to call and what to say.
 */
export function useExclusao<T, TEntrada, TSaida, TErro, TContexto>(opts: {
  mutacao: UseMutationOptions<TSaida, TErro, TEntrada, TContexto>;
  entrada: (alvo: T) => TEntrada;
  /** The queries to refresh after a delete (usually the slice's pathFilter()). */
  invalidar: QueryFilters;
  sucesso: (alvo: T) => string;
  /** The fallback when the server sends no message. */
  erro: string;
  /** Close the confirmation when the delete is refused (it can't succeed on a retry). */
  fecharNoErro?: boolean;
}) {
  const queryClient = useQueryClient();
  const [alvo, setAlvo] = useState<T | null>(null);
  const mutacao = useMutation({
    ...opts.mutacao,
    onSuccess: () => {
      if (alvo !== null) toast.success(opts.sucesso(alvo));
      queryClient.invalidateQueries(opts.invalidar);
      setAlvo(null);
    },
    onError: (e) => {
      toast.error(mensagemDeErro(e, opts.erro));
      if (opts.fecharNoErro) setAlvo(null);
    },
  });
  return {
    alvo,
    pedir: (linha: T) => setAlvo(linha),
    dialogo: (textos: { titulo: string; mensagem: (alvo: T) => ReactNode; confirmar?: string }) => (
      <ConfirmDialog
        open={alvo !== null}
        title={textos.titulo}
        message={alvo === null ? '' : textos.mensagem(alvo)}
        confirmLabel={textos.confirmar ?? 'Sim, excluir'}
        loading={mutacao.isPending}
        onConfirm={() => alvo !== null && mutacao.mutate(opts.entrada(alvo))}
        onCancel={() => setAlvo(null)}
      />
    ),
  };
}
