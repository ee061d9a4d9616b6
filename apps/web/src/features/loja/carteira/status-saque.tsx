import { ROTULO_STATUS_SAQUE, type StatusSaque } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';

const TOM = { pending: 'yellow', approved: 'green', refused: 'red' } as const;

/** Pendente / Aprovado / Recusado (spec 03 §4). */
export function StatusSaqueBadge({ status }: { status: StatusSaque }) {
  return <Badge tone={TOM[status]}>{ROTULO_STATUS_SAQUE[status]}</Badge>;
}
