import { type MovimentoCarteira, MSG } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { DataTable } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { ArrowsRightLeftIcon, EyeIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { formatarDataHora } from '../../../lib/formatar';
import { useTRPC } from '../../../lib/trpc';
import { MovimentoDialog } from './movimento-dialog';

const POR_PAGINA = 10;

/** The wallet's history (server-paginated, newest first) and each movement's details. */
export function HistoricoCarteira() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [aberto, setAberto] = useState<MovimentoCarteira | null>(null);
  const { data, isPending, isError } = useQuery({
    ...trpc.loja.carteira.historico.queryOptions({ page, limit: POR_PAGINA }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="space-y-3" aria-labelledby="titulo-historico">
      <h2 id="titulo-historico" className="text-base font-semibold text-slate-900">
        Histórico
      </h2>
      {isError && <p className="text-sm text-rose-700">{MSG.carteira.erroCarregar}</p>}
      <DataTable
        caption="Histórico da carteira"
        loading={isPending}
        rows={data?.itens ?? []}
        rowKey={(r) => r.id}
        empty={<EmptyState icon={ArrowsRightLeftIcon} title={MSG.carteira.historicoVazio} />}
        pagination={{ page, pageSize: POR_PAGINA, total: data?.total ?? 0, onPageChange: setPage }}
        columns={[
          { key: 'descricao', header: 'Descrição', render: (r) => r.description },
          {
            key: 'data',
            header: 'Data',
            render: (r) => (
              <span className="tabular-nums whitespace-nowrap">{formatarDataHora(r.createdAt)}</span>
            ),
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
                onClick={() => setAberto(r)}
              />
            ),
          },
        ]}
      />
      <MovimentoDialog movimento={aberto} onFechar={() => setAberto(null)} />
    </section>
  );
}
