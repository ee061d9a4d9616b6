import { MSG, type Paciente } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { ConfirmDialog } from '@clinica/ui/confirm-dialog';
import { ArchiveBoxIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { usePode } from '../../lib/use-pode';
import { AcoesArquivado } from './acoes-arquivado';
import { BadgeArquivado } from './filtro-arquivados';
import { useArquivamento } from './use-arquivamento';

type Props = { paciente: Pick<Paciente, 'id' | 'nome' | 'arquivado_em'>; compacto?: boolean };

/**
 * The record's (and the list row's) retention controls: 'Arquivar paciente' for ADM (a delete of
 * the whole record in effect, so ADM's only); once archived, the 'Arquivado' badge and, for ADM,
 * 'Restaurar' / 'Excluir definitivamente'.
 */
export function ArquivarPaciente({ paciente, compacto = false }: Props) {
  const pode = usePode();
  const [confirmando, setConfirmando] = useState(false);
  const { arquivar } = useArquivamento(() => setConfirmando(false));
  if (paciente.arquivado_em) {
    return (
      <div className="flex items-center gap-2">
        {!compacto && <BadgeArquivado />}
        <AcoesArquivado recurso="paciente" id={paciente.id} nome={paciente.nome} compacto={compacto} />
      </div>
    );
  }
  if (!pode('ADM')) return null;
  return (
    <>
      <Button
        variant={compacto ? 'ghost' : 'secondary'}
        size="sm"
        icon={<ArchiveBoxIcon />}
        aria-label={`${MSG.arquivamento.arquivarPaciente} ${paciente.nome}`}
        title={MSG.arquivamento.arquivarPaciente}
        onClick={() => setConfirmando(true)}
      >
        {compacto ? undefined : MSG.arquivamento.arquivarPaciente}
      </Button>
      <ConfirmDialog
        open={confirmando}
        title={MSG.arquivamento.arquivarPaciente}
        message={
          <>
            <strong className="font-medium text-slate-900">{paciente.nome}</strong>:{' '}
            {MSG.arquivamento.confirmarArquivarPaciente}
          </>
        }
        confirmLabel="Sim, arquivar"
        loading={arquivar.isPending}
        onConfirm={() => arquivar.mutate({ recurso: 'paciente', id: paciente.id })}
        onCancel={() => setConfirmando(false)}
      />
    </>
  );
}
