import { type DashboardFinanceiro, MSG } from '@clinica/contracts';
import { formatarCentavos, formatarPercentual } from '@clinica/domain';
import {
  ArrowTrendingDownIcon,
  ArrowTrendingUpIcon,
  BanknotesIcon,
  ChartPieIcon,
} from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';

type Tom = 'teal' | 'rose' | 'sky' | 'amber';
const TONS: Record<Tom, string> = {
  teal: 'bg-teal-50 text-teal-600',
  rose: 'bg-rose-50 text-rose-600',
  sky: 'bg-sky-50 text-sky-600',
  amber: 'bg-amber-50 text-amber-600',
};

type Metrica = {
  id: string;
  rotulo: string;
  valor: string;
  dica: string;
  icone: ComponentType<SVGProps<SVGSVGElement>>;
  tom: Tom;
  negativo?: boolean;
};

function CartaoMetrica({ m }: { m: Metrica }) {
  return (
    <section
      data-testid={`metrica-${m.id}`}
      aria-label={m.rotulo}
      className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className={clsx('flex size-11 shrink-0 items-center justify-center rounded-lg', TONS[m.tom])}>
        <m.icone className="size-6" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-slate-500">{m.rotulo}</h3>
        <p
          className={clsx(
            'mt-1 truncate text-2xl font-semibold tracking-tight tabular-nums',
            m.negativo ? 'text-rose-600' : 'text-slate-900',
          )}
        >
          {m.valor}
        </p>
        <p className="mt-1 text-xs text-slate-500">{m.dica}</p>
      </div>
    </section>
  );
}

/** The four headline figures of the month: cash in, cash out, net and margin. */
export function CartoesMetricas({ f }: { f: DashboardFinanceiro }) {
  const metricas: Metrica[] = [
    {
      id: 'receita-bruta',
      rotulo: 'Receita Bruta',
      valor: formatarCentavos(f.receita_bruta),
      dica: 'Recebido no mês',
      icone: ArrowTrendingUpIcon,
      tom: 'teal',
    },
    {
      id: 'despesa',
      rotulo: 'Despesa',
      valor: formatarCentavos(f.despesa),
      dica: 'Pago no mês',
      icone: ArrowTrendingDownIcon,
      tom: 'rose',
    },
    {
      id: 'receita-liquida',
      rotulo: 'Receita Líquida',
      valor: formatarCentavos(f.receita_liquida),
      dica: 'Receita bruta menos despesa',
      icone: BanknotesIcon,
      tom: 'sky',
      negativo: f.receita_liquida < 0,
    },
    {
      id: 'percentual',
      rotulo: 'Percentual',
      valor: formatarPercentual(f.percentual),
      dica: f.percentual === null ? MSG.dashboard.semReceitaNoMes : 'Margem sobre a receita bruta',
      icone: ChartPieIcon,
      tom: 'amber',
      negativo: f.percentual !== null && f.percentual < 0,
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {metricas.map((m) => (
        <CartaoMetrica key={m.id} m={m} />
      ))}
    </div>
  );
}
