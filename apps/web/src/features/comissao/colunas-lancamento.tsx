import type { ComissaoLinha } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { diaParaBr } from '../../lib/datas-br';

/** '12,5%': the rate the payment type had on the payment's day. */
const percentual = (taxa: number) => `${taxa.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
const valor = 'whitespace-nowrap text-right tabular-nums';

/**
 * One professional's lines: the payment's date, where it comes from (patient, treatment,
 * revenue), how it was paid and at which rate, the share and the commission.
 */
export function colunasLancamento(): DataTableColumn<ComissaoLinha>[] {
  return [
    {
      key: 'data',
      header: 'Data',
      hideOnMobile: true,
      className: 'w-28',
      render: (l) => <span className="tabular-nums">{diaParaBr(l.data)}</span>,
    },
    {
      key: 'origem',
      header: 'Paciente e tratamento',
      render: (l) => (
        // Wraps instead of truncating: a table cell only shrinks if its text may break.
        <div className="min-w-0 break-words">
          <p className="font-medium text-slate-900">{l.paciente?.nome ?? '—'}</p>
          <p className="text-xs text-slate-500">
            {l.tratamento}
            <span className="hidden md:inline"> · transação nº {l.id_transacao}</span>
          </p>
          <p className="text-xs text-slate-500 md:hidden">
            {diaParaBr(l.data)} · {l.tipo_pagamento.nome} · {percentual(l.taxa)}
          </p>
        </div>
      ),
    },
    {
      key: 'pagamento',
      header: 'Pagamento',
      hideOnMobile: true,
      render: (l) => (
        <div className="min-w-0">
          <p className="truncate">{l.tipo_pagamento.nome}</p>
          <p className="text-xs text-slate-500 tabular-nums">taxa {percentual(l.taxa)}</p>
        </div>
      ),
    },
    {
      key: 'base',
      header: 'Base',
      hideOnMobile: true,
      className: valor,
      render: (l) => formatarCentavos(l.base),
    },
    {
      key: 'comissao',
      header: 'Comissão',
      className: valor,
      render: (l) => (
        <div className="whitespace-nowrap">
          <p className="font-semibold text-slate-900">{formatarCentavos(l.valor)}</p>
          <p className="text-xs text-slate-500 md:hidden">de {formatarCentavos(l.base)}</p>
        </div>
      ),
    },
  ];
}
