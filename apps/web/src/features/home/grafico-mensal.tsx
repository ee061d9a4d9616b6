import { type DashboardMes, MSG } from '@clinica/contracts';
import { formatarCentavos, nomeDoMes, rotuloCurtoDoMes } from '@clinica/domain';
import { EmptyState } from '@clinica/ui/empty-state';
import { ChartBarIcon } from '@heroicons/react/24/outline';
import { useSyncExternalStore } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
  XAxis,
  YAxis,
} from 'recharts';

/* The brand's teal for what came in, a soft rose for what went out (the cards use the same). */
const COR_RECEITAS = '#0d9488';
const COR_DESPESAS = '#fb7185';

/** 'R$ 12 mil', 'R$ 1,2 mi': the axis needs an order of magnitude, not cents. */
function valorCompacto(centavos: number): string {
  const reais = centavos / 100;
  const abs = Math.abs(reais);
  const fmt = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (abs >= 1_000_000) return `R$ ${fmt(reais / 1_000_000)} mi`;
  if (abs >= 1_000) return `R$ ${fmt(reais / 1_000)} mil`;
  return `R$ ${fmt(reais)}`;
}

const TELA_LARGA = '(min-width: 640px)';
const assinarTela = (avisar: () => void) => {
  const m = window.matchMedia(TELA_LARGA);
  m.addEventListener('change', avisar);
  return () => m.removeEventListener('change', avisar);
};
/** Tailwind's `sm` breakpoint, followed live (a phone turned sideways gets every month). */
const useTelaLarga = () =>
  useSyncExternalStore(
    assinarTela,
    () => window.matchMedia(TELA_LARGA).matches,
    () => true,
  );

/** Every month on the axis, short ('nov'); the year only where it starts or changes ('jan/27'). */
const rotuloDoEixo = (mes: string, i: number) =>
  i === 0 || mes.endsWith('-01') ? rotuloCurtoDoMes(mes) : rotuloCurtoDoMes(mes).slice(0, 3);

function Dica({ active, payload, label }: TooltipContentProps<TooltipValueType, string | number>) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg">
      <p className="mb-1 font-semibold text-slate-900 first-letter:uppercase">{nomeDoMes(String(label))}</p>
      {payload.map((p) => (
        <p key={String(p.dataKey)} className="flex items-center gap-2 text-slate-600">
          <span className="size-2 rounded-full" style={{ backgroundColor: p.color }} aria-hidden="true" />
          {p.name}:{' '}
          <span className="font-medium text-slate-900 tabular-nums">{formatarCentavos(Number(p.value))}</span>
        </p>
      ))}
    </div>
  );
}

/**
 * Revenue received and expenses paid in each of the 12 months ending in the chosen one (cash,
 * as the cards). Its own chunk: recharts is loaded only by the dashboard, after the cards.
 */
export default function GraficoMensal({ meses }: { meses: DashboardMes[] }) {
  const larga = useTelaLarga();
  if (meses.every((m) => m.receitas === 0 && m.despesas === 0))
    return <EmptyState icon={ChartBarIcon} title={MSG.dashboard.graficoVazio} className="h-72" />;
  const resumo = meses.map(
    (m) =>
      `${nomeDoMes(m.mes)}: receitas ${formatarCentavos(m.receitas)}, despesas ${formatarCentavos(m.despesas)}`,
  );
  return (
    <figure className="h-72 w-full" aria-label="Receitas e despesas dos últimos 12 meses">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={meses} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={2}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="mes"
            tickFormatter={rotuloDoEixo}
            tick={{ fontSize: 11, fill: '#64748b' }}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
            // A phone has room for every other month; a wider screen for all twelve.
            interval={larga ? 0 : 1}
          />
          <YAxis
            tickFormatter={valorCompacto}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={false}
            width={larga ? 76 : 60}
          />
          <Tooltip content={Dica} cursor={{ fill: '#f1f5f9' }} />
          {/* In the bars' order (the default sorts by name, which puts Despesas first). */}
          <Legend
            iconType="circle"
            iconSize={8}
            itemSorter={null}
            wrapperStyle={{ fontSize: 13, paddingTop: 8 }}
          />
          <Bar dataKey="receitas" name="Receitas" fill={COR_RECEITAS} radius={[4, 4, 0, 0]} maxBarSize={28} />
          <Bar dataKey="despesas" name="Despesas" fill={COR_DESPESAS} radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
      {/* The same figures for screen readers: a chart is not readable by them. */}
      <figcaption className="sr-only">
        <ul>
          {resumo.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
