import { MSG } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { Interruptor } from '@clinica/ui/interruptor';
import { ArchiveBoxIcon } from '@heroicons/react/20/solid';

/**
 * The 'Arquivados' switch of a list (retention, issue 19): on, the list shows only what
 * 'Excluir' archived (the server filters, `arquivados: true`); off, the active rows as before.
 */
export function FiltroArquivados({
  ligado,
  onChange,
}: {
  ligado: boolean;
  onChange: (ligado: boolean) => void;
}) {
  return <Interruptor ligado={ligado} onChange={onChange} rotulo={MSG.arquivamento.filtro} />;
}

/** The 'Arquivado' badge of an archived record (the patient's record, an archived row). */
export function BadgeArquivado() {
  return (
    <Badge tone="yellow">
      <ArchiveBoxIcon className="size-3.5" aria-hidden="true" />
      {MSG.arquivamento.badge}
    </Badge>
  );
}
