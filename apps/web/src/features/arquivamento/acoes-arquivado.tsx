import { MSG, type RecursoArquivavel } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { ArrowUturnLeftIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { usePode } from '../../lib/use-pode';
import { useArquivamento } from './use-arquivamento';

type Props = { recurso: RecursoArquivavel; id: number; nome: string; compacto?: boolean };

/**
 * An archived row's actions, ADM only: 'Restaurar' (back in the lists) and 'Excluir
 * definitivamente' (refused with the date until 20 years after the last change). Others see none.
 */
export function AcoesArquivado({ recurso, id, nome, compacto = false }: Props) {
  const pode = usePode();
  const [confirmando, setConfirmando] = useState<'restaurar' | 'excluir' | null>(null);
  const { restaurar, excluirDefinitivamente } = useArquivamento(() => setConfirmando(null));
  if (!pode('ADM')) return null;
  const excluindo = confirmando === 'excluir';
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        icon={<ArrowUturnLeftIcon />}
        aria-label={`${MSG.arquivamento.restaurar} ${nome}`}
        onClick={() => setConfirmando('restaurar')}
      >
        {compacto ? undefined : MSG.arquivamento.restaurar}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        icon={<TrashIcon />}
        aria-label={`${MSG.arquivamento.excluirDefinitivamente} ${nome}`}
        title={MSG.arquivamento.excluirDefinitivamente}
        className="text-rose-600 hover:text-rose-700"
        onClick={() => setConfirmando('excluir')}
      />
      <ConfirmDialog
        open={confirmando !== null}
        tone={excluindo ? 'danger' : 'primary'}
        title={excluindo ? MSG.arquivamento.excluirDefinitivamente : MSG.arquivamento.restaurar}
        message={
          excluindo
            ? MSG.arquivamento.confirmarExclusaoDefinitiva
            : `"${nome}" volta para as listas, como estava antes de ser arquivado.`
        }
        confirmLabel={excluindo ? 'Sim, excluir definitivamente' : MSG.arquivamento.restaurar}
        loading={restaurar.isPending || excluirDefinitivamente.isPending}
        onConfirm={() =>
          excluindo ? excluirDefinitivamente.mutate({ recurso, id }) : restaurar.mutate({ recurso, id })
        }
        onCancel={() => setConfirmando(null)}
      />
    </div>
  );
}
