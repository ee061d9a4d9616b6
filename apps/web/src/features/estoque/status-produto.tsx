import type { Produto, TipoMovimentacao } from '@clinica/contracts';
import { ROTULO_STATUS_ESTOQUE, type StatusEstoque } from '@clinica/domain';
import { Badge, type BadgeTone } from '@clinica/ui/badge';
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { clsx } from 'clsx';
import { diaParaBr } from '../../lib/datas-br';

const TOM_STATUS: Record<StatusEstoque, BadgeTone> = {
  EM_ESTOQUE: 'green',
  ABAIXO_MINIMO: 'yellow',
  SEM_ESTOQUE: 'red',
};

/** The derived stock status (spec 03 §4): green in stock, amber below the minimum, red empty. */
export function BadgeStatusEstoque({ status }: { status: StatusEstoque }) {
  return <Badge tone={TOM_STATUS[status]}>{ROTULO_STATUS_ESTOQUE[status]}</Badge>;
}

/**
 * The expiry flag beside the status: the earliest lot still in stock, amber when it expires
 * within 30 days, red once expired. The date is shown as stored (DECISIONS.md 7: no day shift).
 */
export function AvisoValidade({ produto }: { produto: Pick<Produto, 'validade' | 'proximo_vencimento'> }) {
  const { validade, proximo_vencimento: dia } = produto;
  if (validade === 'OK' || !dia) return null;
  const vencido = validade === 'VENCIDO';
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap',
        vencido ? 'text-rose-700' : 'text-amber-700',
      )}
      title={vencido ? `Lote vencido em ${diaParaBr(dia)}` : `Lote vence em ${diaParaBr(dia)}`}
    >
      <ExclamationTriangleIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {vencido ? 'Vencido' : `Vence ${diaParaBr(dia)}`}
    </span>
  );
}

const ROTULO_TIPO: Record<TipoMovimentacao, string> = { ENTRADA: 'Entrada', SAIDA: 'Saída' };

/** A movement's type: entries green, exits rose (stock in, stock out). */
export function ChipTipoMovimentacao({ tipo }: { tipo: TipoMovimentacao }) {
  return <Badge tone={tipo === 'ENTRADA' ? 'green' : 'red'}>{ROTULO_TIPO[tipo]}</Badge>;
}
