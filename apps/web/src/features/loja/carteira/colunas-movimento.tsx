import type { MovimentoCarteira } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { EyeIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import { formatarDataHora } from '../../../lib/formatar';

/** The wallet's movements: description, when, the signed amount and 'details'. */
export function colunasMovimento(ver: (m: MovimentoCarteira) => void): DataTableColumn<MovimentoCarteira>[] {
  return [
    { key: 'descricao', header: 'Descrição', render: (r) => r.description },
    {
      key: 'data',
      header: 'Data',
      render: (r) => <span className="tabular-nums whitespace-nowrap">{formatarDataHora(r.createdAt)}</span>,
    },
    {
      key: 'valor',
      header: 'Valor',
      className: 'text-right',
      render: (r) => (
        <span
          className={clsx(
            'font-medium tabular-nums whitespace-nowrap',
            r.type === 'C' ? 'text-emerald-700' : 'text-rose-700',
          )}
        >
          {r.type === 'C' ? '+ ' : '− '}
          {formatarCentavos(r.amount)}
        </span>
      ),
    },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-px text-right',
      render: (r) => (
        <Button
          variant="ghost"
          size="sm"
          icon={<EyeIcon />}
          aria-label={`Ver detalhes: ${r.description}`}
          title="Detalhes"
          onClick={() => ver(r)}
        />
      ),
    },
  ];
}
