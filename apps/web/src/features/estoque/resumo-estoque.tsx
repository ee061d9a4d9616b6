import { MSG, type ResumoEstoque, type SituacaoProduto } from '@clinica/contracts';
import { Skeleton } from '@clinica/ui/skeleton';
import {
  CheckCircleIcon,
  ClockIcon,
  CubeIcon,
  ExclamationTriangleIcon,
  XCircleIcon,
} from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';
import { useTRPC } from '../../lib/trpc';

type Tom = 'teal' | 'emerald' | 'amber' | 'rose' | 'slate';
const COR_ICONE: Record<Tom, string> = {
  teal: 'text-teal-600',
  emerald: 'text-emerald-600',
  amber: 'text-amber-500',
  rose: 'text-rose-500',
  slate: 'text-slate-400',
};

type Cartao = {
  rotulo: string;
  valor: number;
  /** The table's filter this card applies; none for 'Cadastrados' (every product). */
  situacao: SituacaoProduto | undefined;
  icone: ComponentType<SVGProps<SVGSVGElement>>;
  tom: Tom;
  /** One line under the figure on every card, so they all share one height (no jump after the skeleton). */
  detalhe: string;
};

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** Lots still in stock that expire within 30 days or already have; calm when there are none. */
function cartaoValidade(r: ResumoEstoque): Cartao {
  const { lotes_a_vencer: aVencer, lotes_vencidos: vencidos } = r;
  // Both kinds: the short form, so it fits the narrow card.
  const detalhe =
    aVencer > 0 && vencidos > 0
      ? `${aVencer} a vencer · ${plural(vencidos, 'vencido', 'vencidos')}`
      : aVencer > 0
        ? plural(aVencer, 'lote a vencer', 'lotes a vencer')
        : vencidos > 0
          ? plural(vencidos, 'lote vencido', 'lotes vencidos')
          : 'Nada vence em 30 dias';
  return {
    rotulo: 'Validade',
    valor: r.com_alerta_validade,
    situacao: 'VALIDADE',
    icone: ClockIcon,
    tom: vencidos > 0 ? 'rose' : aVencer > 0 ? 'amber' : 'slate',
    detalhe,
  };
}

const cartoes = (r: ResumoEstoque): Cartao[] => [
  {
    rotulo: 'Cadastrados',
    valor: r.cadastrados,
    situacao: undefined,
    icone: CubeIcon,
    tom: 'teal',
    detalhe: 'Todos os produtos',
  },
  {
    rotulo: 'Em Estoque',
    valor: r.em_estoque,
    situacao: 'EM_ESTOQUE',
    icone: CheckCircleIcon,
    tom: 'emerald',
    detalhe: 'No mínimo ou acima',
  },
  {
    rotulo: 'Abaixo do Mínimo',
    valor: r.abaixo_minimo,
    situacao: 'ABAIXO_MINIMO',
    icone: ExclamationTriangleIcon,
    tom: 'amber',
    detalhe: 'Hora de repor',
  },
  {
    rotulo: 'Sem Estoque',
    valor: r.sem_estoque,
    situacao: 'SEM_ESTOQUE',
    icone: XCircleIcon,
    tom: 'rose',
    detalhe: 'Quantidade zerada',
  },
  cartaoValidade(r),
];

const grade = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5';
// On a phone the fifth card (Validade) takes the whole row instead of leaving a hole.
const ultimoInteiro = 'last:col-span-2 sm:last:col-span-1';

/**
 * The cards above the products table, counted by the server over the whole clinic. Each card is
 * a toggle button: it filters the table by its situation; pressed again, it clears the filter.
 */
export function ResumoEstoqueCartoes({
  situacao,
  onSituacao,
}: {
  situacao: SituacaoProduto | undefined;
  onSituacao: (s: SituacaoProduto | undefined) => void;
}) {
  const trpc = useTRPC();
  const resumo = useQuery(trpc.produto.resumo.queryOptions());
  if (resumo.isError) return <p className="text-sm text-rose-700">{MSG.produtos.erroResumo}</p>;
  if (!resumo.data)
    return (
      <div className={grade} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className={clsx('h-[5.75rem] rounded-xl sm:h-[6.75rem]', ultimoInteiro)} />
        ))}
      </div>
    );
  return (
    <section aria-label="Resumo do estoque" className={grade}>
      {cartoes(resumo.data).map((c) => {
        const ativo = c.situacao === situacao;
        return (
          <button
            key={c.rotulo}
            type="button"
            aria-pressed={ativo}
            onClick={() => onSituacao(ativo ? undefined : c.situacao)}
            className={clsx(
              'block min-w-0 rounded-xl border bg-white p-3 text-left shadow-sm transition-colors sm:p-4',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2',
              ativo ? 'border-teal-500 ring-1 ring-teal-500' : 'border-slate-200 hover:border-slate-300',
              ultimoInteiro,
            )}
          >
            <span className="flex min-w-0 items-center gap-1.5 text-xs font-medium text-slate-600 sm:text-sm">
              <c.icone className={clsx('size-4 shrink-0', COR_ICONE[c.tom])} aria-hidden="true" />
              <span className="truncate">{c.rotulo}</span>
            </span>
            <span className="mt-1 block text-xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-2xl">
              {c.valor}
            </span>
            <span className="mt-0.5 block truncate text-xs text-slate-500" title={c.detalhe}>
              {c.detalhe}
            </span>
          </button>
        );
      })}
    </section>
  );
}
