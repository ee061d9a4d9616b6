import type { TipoTransacao } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';

/** The type chip: revenues green, expenses red (money in, money out). */
export function ChipTipo({ tipo }: { tipo: TipoTransacao }) {
  return <Badge tone={tipo === 'RECEITA' ? 'green' : 'red'}>{tipo}</Badge>;
}
