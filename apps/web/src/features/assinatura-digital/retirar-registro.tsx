import { MSG } from '@clinica/contracts';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mensagemDeErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { DialogoArquivarDocumento } from '../arquivamento/arquivar-documento';
import { ASSINAVEL, type TipoRegistro } from './registro';

type Props = {
  tipo: TipoRegistro;
  /** The record being taken out of the list, with its name as the list shows it. */
  registro: { id: number; nome: string } | null;
  onFechar: () => void;
};

/**
 * The confirmation of a record's way out of the list: a document's 'Arquivar' (ADM, signed or
 * not) or an anamnesis' 'Excluir' (unsigned; the server archives it as well).
 */
export function RetirarRegistro({ tipo, registro, onFechar }: Props) {
  if (ASSINAVEL[tipo].retirar.modo === 'arquivar') {
    return (
      <DialogoArquivarDocumento
        doc={registro && { id: registro.id, titulo: registro.nome }}
        onFechar={onFechar}
      />
    );
  }
  return <ExcluirAnamnese registro={registro} onFechar={onFechar} />;
}

function ExcluirAnamnese({ registro, onFechar }: Omit<Props, 'tipo'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const excluir = useMutation(
    trpc.anamnese.remove.mutationOptions({
      onSuccess: () => {
        toast.success(MSG.anamneses.excluida);
        queryClient.invalidateQueries(trpc.anamnese.pathFilter());
        onFechar();
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.anamneses.erroExcluir));
      },
    }),
  );
  return (
    <ConfirmDialog
      open={registro !== null}
      title="Excluir anamnese"
      message={`Tem certeza? ${MSG.arquivamento.avisoExcluir}`}
      confirmLabel="Sim, excluir"
      loading={excluir.isPending}
      onConfirm={() => registro && excluir.mutate({ id: registro.id })}
      onCancel={onFechar}
    />
  );
}
