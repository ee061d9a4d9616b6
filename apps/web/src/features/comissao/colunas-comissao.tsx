import type { ComissaoProfissional, ComissaoResumo } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { ChevronRightIcon } from '@heroicons/react/20/solid';

const pagamentos = (n: number) => `${n} ${n === 1 ? 'pagamento' : 'pagamentos'}`;
const valor = 'whitespace-nowrap text-right tabular-nums';

/**
 * The month per professional (Profissional, Pagamentos, Base, Comissão) with the total row. The
 * name opens the professional's lines; on a phone the count and the base ride under it.
 */
export function colunasComissao(
  total: ComissaoResumo['total'] | undefined,
  abrir: (p: ComissaoProfissional) => void,
): DataTableColumn<ComissaoProfissional>[] {
  return [
    {
      key: 'profissional',
      header: 'Profissional',
      render: (p) => (
        <button
          type="button"
          onClick={() => abrir(p)}
          aria-label={`Ver lançamentos de ${p.nome}`}
          className="group -mx-2 block w-[calc(100%+1rem)] min-w-0 rounded-md px-2 py-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
        >
          <span className="flex min-w-0 items-center gap-1">
            <span className="truncate font-medium text-slate-900 underline-offset-2 group-hover:text-teal-700 group-hover:underline">
              {p.nome}
            </span>
            <ChevronRightIcon
              className="size-4 shrink-0 text-slate-400 group-hover:text-teal-600"
              aria-hidden="true"
            />
          </span>
          <span className="block truncate text-xs text-slate-500 md:hidden">
            {pagamentos(p.pagamentos)} · base {formatarCentavos(p.base)}
          </span>
        </button>
      ),
      footer: (
        <span>
          Total
          {total ? (
            <span className="block text-xs font-normal text-slate-500 md:hidden">
              {pagamentos(total.pagamentos)} · base {formatarCentavos(total.base)}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'pagamentos',
      header: 'Pagamentos',
      hideOnMobile: true,
      className: `${valor} w-32`,
      render: (p) => p.pagamentos,
      footer: total?.pagamentos,
    },
    {
      key: 'base',
      header: 'Base',
      hideOnMobile: true,
      className: `${valor} w-40`,
      render: (p) => formatarCentavos(p.base),
      footer: total ? formatarCentavos(total.base) : undefined,
    },
    {
      key: 'comissao',
      header: 'Comissão',
      className: `${valor} w-36`,
      render: (p) => <span className="font-semibold text-slate-900">{formatarCentavos(p.valor)}</span>,
      footer: total ? <span className="text-teal-700">{formatarCentavos(total.valor)}</span> : undefined,
    },
  ];
}
