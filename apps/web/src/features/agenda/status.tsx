import { COR_DO_STATUS, type CorStatus, STATUS_AGENDAMENTO, type StatusAgendamento } from '@clinica/domain';
import { clsx } from 'clsx';

/** The spec's colours (02 §4) as the calendar's event fill and the chips' tint. */
const CORES: Record<CorStatus, { evento: string; chip: string; ponto: string }> = {
  azul: { evento: '#2563eb', chip: 'bg-blue-50 text-blue-700 ring-blue-600/20', ponto: 'bg-blue-600' },
  verde: { evento: '#16a34a', chip: 'bg-green-50 text-green-700 ring-green-600/20', ponto: 'bg-green-600' },
  roxo: {
    evento: '#9333ea',
    chip: 'bg-purple-50 text-purple-700 ring-purple-600/20',
    ponto: 'bg-purple-600',
  },
  vermelho: { evento: '#dc2626', chip: 'bg-red-50 text-red-700 ring-red-600/20', ponto: 'bg-red-600' },
  cinza: { evento: '#64748b', chip: 'bg-slate-100 text-slate-700 ring-slate-500/20', ponto: 'bg-slate-500' },
  laranja: {
    evento: '#ea580c',
    chip: 'bg-orange-50 text-orange-700 ring-orange-600/20',
    ponto: 'bg-orange-500',
  },
  // 'Pré-agendado' (issue 34): booked online, waiting for the staff.
  amarelo: {
    evento: '#ca8a04',
    chip: 'bg-yellow-50 text-yellow-800 ring-yellow-600/20',
    ponto: 'bg-yellow-500',
  },
};

export const corDoStatus = (s: StatusAgendamento) => CORES[COR_DO_STATUS[s]];

export function ChipStatus({ status, className }: { status: StatusAgendamento; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        corDoStatus(status).chip,
        className,
      )}
    >
      <span className={clsx('size-1.5 rounded-full', corDoStatus(status).ponto)} aria-hidden="true" />
      {status}
    </span>
  );
}

/** The calendar's legend, in the spec's order. */
export function LegendaStatus() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600" aria-label="Legenda dos status">
      {STATUS_AGENDAMENTO.map((s) => (
        <li key={s} className="inline-flex items-center gap-1.5">
          <span className={clsx('size-2.5 rounded-sm', corDoStatus(s).ponto)} aria-hidden="true" />
          {s}
        </li>
      ))}
    </ul>
  );
}
