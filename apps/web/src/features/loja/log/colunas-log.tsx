import type { PaginaLogsLoja } from '@clinica/contracts';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { formatarDataHora } from '../../../lib/formatar';

type LogLoja = PaginaLogsLoja['data'][number];

/** The store's access logs: description, who, when, from where. */
export const COLUNAS_LOG: DataTableColumn<LogLoja>[] = [
  {
    key: 'descricao',
    header: 'Descrição',
    render: (l) => <span className="text-slate-900">{l.description}</span>,
  },
  { key: 'usuario', header: 'Usuário', render: (l) => l.user ?? 'Sistema' },
  {
    key: 'data',
    header: 'Data',
    render: (l) => <span className="tabular-nums whitespace-nowrap">{formatarDataHora(l.createdAt)}</span>,
  },
  {
    key: 'ip',
    header: 'IP',
    render: (l) => <span className="tabular-nums">{l.ip ?? '—'}</span>,
    hideOnMobile: true,
  },
];
