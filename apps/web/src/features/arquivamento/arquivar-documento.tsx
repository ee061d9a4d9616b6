import { MSG } from '@clinica/contracts';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { useArquivamento } from './use-arquivamento';

/**
 * 'Arquivar' of a patient's document (ADM; signed or not: archiving hides, it never alters the
 * signed content). Its public link answers 404 until an ADM restores it.
 */
export function DialogoArquivarDocumento({
  doc,
  onFechar,
}: {
  doc: { id: number; titulo: string } | null;
  onFechar: () => void;
}) {
  const { arquivar } = useArquivamento(onFechar);
  return (
    <ConfirmDialog
      open={doc !== null}
      title={MSG.arquivamento.arquivarDocumento}
      message={
        <>
          <strong className="font-medium text-slate-900">{doc?.titulo}</strong>:{' '}
          {MSG.arquivamento.confirmarArquivarDocumento}
        </>
      }
      confirmLabel="Sim, arquivar"
      loading={arquivar.isPending}
      onConfirm={() => doc && arquivar.mutate({ recurso: 'documento', id: doc.id })}
      onCancel={onFechar}
    />
  );
}
