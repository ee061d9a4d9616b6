import type { DashboardFinanceiro } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { ArrowDownCircleIcon, ArrowUpCircleIcon, ScaleIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';

type Linha = { rotulo: string; valor: number };
type Detalhe = {
  id: string;
  titulo: string;
  icone: ComponentType<SVGProps<SVGSVGElement>>;
  /** The icon's colour and the progress bar's (literal classes, for Tailwind's scanner). */
  cor: string;
  barra: string;
  linhas: [Linha, Linha];
  /** Share of the forecast already settled (0–1), or null when there is nothing to settle. */
  quitado: number | null;
  rodape: string;
};

/** Paid share of what falls due: (forecast − pending) / forecast. */
const fracaoQuitada = (pendente: number, previsto: number) =>
  previsto > 0 ? Math.min(1, Math.max(0, (previsto - pendente) / previsto)) : null;

const rodapeQuitado = (quitado: number | null, verbo: string) =>
  quitado === null ? 'Nada vence neste mês' : `${Math.round(quitado * 100)}% do previsto já ${verbo}`;

function CartaoDetalhe({ d }: { d: Detalhe }) {
  return (
    <section
      data-testid={`detalhe-${d.id}`}
      aria-label={`${d.titulo}: ${d.linhas.map((l) => l.rotulo).join(' e ')}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <d.icone className={clsx('size-5', d.cor)} aria-hidden="true" />
        {d.titulo}
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        {d.linhas.map((l) => (
          <div key={l.rotulo} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{l.rotulo}</dt>
            <dd
              className={clsx(
                'mt-1 truncate text-lg font-semibold tabular-nums',
                l.valor < 0 ? 'text-rose-600' : 'text-slate-900',
              )}
            >
              {formatarCentavos(l.valor)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          {d.quitado !== null ? (
            <div
              className={clsx('h-full rounded-full', d.barra)}
              style={{ width: `${Math.round(d.quitado * 100)}%` }}
            />
          ) : null}
        </div>
        <p className="mt-1.5 text-xs text-slate-500">{d.rodape}</p>
      </div>
    </section>
  );
}

/** What falls due in the month: to receive, to pay, and the balance of both, with forecasts. */
export function CartoesDetalhe({ f }: { f: DashboardFinanceiro }) {
  const recebido = fracaoQuitada(f.receitas.a_receber, f.receitas.previsto);
  const pago = fracaoQuitada(f.despesas.a_pagar, f.despesas.previsto);
  const detalhes: Detalhe[] = [
    {
      id: 'receita-bruta',
      titulo: 'Receita Bruta',
      icone: ArrowUpCircleIcon,
      cor: 'text-teal-600',
      barra: 'bg-teal-500',
      linhas: [
        { rotulo: 'A Receber', valor: f.receitas.a_receber },
        { rotulo: 'Previsto', valor: f.receitas.previsto },
      ],
      quitado: recebido,
      rodape: rodapeQuitado(recebido, 'recebido'),
    },
    {
      id: 'despesa',
      titulo: 'Despesa',
      icone: ArrowDownCircleIcon,
      cor: 'text-rose-500',
      barra: 'bg-rose-400',
      linhas: [
        { rotulo: 'A Pagar', valor: f.despesas.a_pagar },
        { rotulo: 'Previsto', valor: f.despesas.previsto },
      ],
      quitado: pago,
      rodape: rodapeQuitado(pago, 'pago'),
    },
    {
      id: 'saldo',
      titulo: 'Saldo',
      icone: ScaleIcon,
      cor: 'text-sky-600',
      barra: 'bg-sky-500',
      linhas: [
        { rotulo: 'Pendente', valor: f.saldo.pendente },
        { rotulo: 'Previsto', valor: f.saldo.previsto },
      ],
      quitado: null,
      rodape: 'Receitas menos despesas que vencem no mês',
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {detalhes.map((d) => (
        <CartaoDetalhe key={d.id} d={d} />
      ))}
    </div>
  );
}
