import type { StatusOrcamento } from '@clinica/domain';
import { Badge, type BadgeTone } from '@clinica/ui/badge';

/** The spec's badges (02 §4): ATIVO green, INATIVO grey, VENCIDO red, anything else neutral. */
const TOM: Record<StatusOrcamento, BadgeTone> = {
  ATIVO: 'green',
  INATIVO: 'gray',
  VENCIDO: 'red',
  CANCELADO: 'gray',
};

export function BadgeStatusOrcamento({ status }: { status: StatusOrcamento }) {
  return (
    <Badge
      tone={TOM[status]}
      className={status === 'CANCELADO' ? 'bg-white line-through decoration-slate-400' : ''}
    >
      {status}
    </Badge>
  );
}
