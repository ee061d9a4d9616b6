import { MSG, POR_PAGINA_LOGS_LOJA } from '@clinica/contracts';
import { DataTable } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { ClipboardDocumentListIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatarDataHora } from '../../../lib/formatar';
import { useTRPC } from '../../../lib/trpc';

/** Spec 03 §9: the logs refresh every 10 s (only while the tab is visible: no polling in the background). */
const ATUALIZAR_MS = 10_000;

/** /adm/logs: the store's access logs, paginated, newest first. */
export default function LogsPage() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery({
    ...trpc.loja.log.list.queryOptions({ page }),
    placeholderData: keepPreviousData,
    refetchInterval: ATUALIZAR_MS,
    refetchIntervalInBackground: false,
  });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Logs de acesso"
        description="O que foi feito na área da loja, atualizado a cada 10 segundos."
      />
      {isError && <p className="text-sm text-rose-700">{MSG.logsLoja.erroCarregar}</p>}
      <DataTable
        caption="Logs de acesso"
        loading={isPending}
        rows={data?.data ?? []}
        rowKey={(l) => l.id}
        empty={<EmptyState icon={ClipboardDocumentListIcon} title={MSG.logsLoja.vazio} />}
        pagination={{
          page,
          pageSize: POR_PAGINA_LOGS_LOJA,
          total: data?.meta.total ?? 0,
          onPageChange: setPage,
        }}
        columns={[
          {
            key: 'descricao',
            header: 'Descrição',
            render: (l) => <span className="text-slate-900">{l.description}</span>,
          },
          { key: 'usuario', header: 'Usuário', render: (l) => l.user ?? 'Sistema' },
          {
            key: 'data',
            header: 'Data',
            render: (l) => (
              <span className="tabular-nums whitespace-nowrap">{formatarDataHora(l.createdAt)}</span>
            ),
          },
          {
            key: 'ip',
            header: 'IP',
            render: (l) => <span className="tabular-nums">{l.ip ?? '—'}</span>,
            hideOnMobile: true,
          },
        ]}
      />
    </div>
  );
}
