import type { Subscription } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { CalendarDaysIcon, Cog6ToothIcon, CreditCardIcon } from '@heroicons/react/24/outline';

const dataLonga = (unix: number | null) =>
  unix
    ? new Date(unix * 1000).toLocaleDateString('pt-BR', { day: '2-digit', month: 'long', year: 'numeric' })
    : '—';

type Props = {
  nomePlano: string | null;
  subscription: Subscription;
  gerenciando: boolean;
  onGerenciar: () => void;
};

/** The active-subscription card: status chip, next due date (or 'Venceu em'), 'Gerenciar'. */
export function PlanoAtual({ nomePlano, subscription: s, gerenciando, onGerenciar }: Props) {
  const pendente = s.status === 'past_due';
  return (
    <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-600">
          <CreditCardIcon className="size-6" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-slate-900">
              {nomePlano ? `Plano ${nomePlano}` : 'Sua assinatura'}
            </h2>
            {pendente ? <Badge tone="yellow">Pagamento Pendente</Badge> : <Badge tone="green">Ativa</Badge>}
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDaysIcon className="size-4 text-slate-400" aria-hidden="true" />
            {/* Past due: the unpaid period began at current_period_start (spec 01 §2). */}
            {pendente ? 'Venceu em ' : 'Próximo vencimento: '}
            <strong className="font-medium text-slate-900">
              {dataLonga(pendente ? s.current_period_start : s.current_period_end)}
            </strong>
          </p>
        </div>
        <Button
          variant={pendente ? 'primary' : 'secondary'}
          icon={<Cog6ToothIcon />}
          loading={gerenciando}
          onClick={onGerenciar}
        >
          Gerenciar
        </Button>
      </div>
    </section>
  );
}
