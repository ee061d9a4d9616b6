import { type Foto, MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salvarArquivo, urlLocal } from '../../lib/arquivos-rest';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/** Download and delete, shared by the patient's tab and the photos page. */
export function useAcoesFoto(aoExcluir?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const excluir = useMutation(
    trpc.foto.remove.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.fotos.deletada);
        queryClient.invalidateQueries(trpc.foto.pathFilter());
        aoExcluir?.();
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.fotos.erroDeletar));
      },
    }),
  );
  const baixar = (f: Foto) =>
    salvarArquivo(urlLocal(f.url), f.nome_arquivo, MSG.fotos.erroBaixar).catch((e: Error) =>
      toast.error(e.message),
    );
  return { excluir, baixar };
}
