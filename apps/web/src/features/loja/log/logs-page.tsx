import { MSG, type PaginaLogsLoja, POR_PAGINA_LOGS_LOJA } from '@clinica/contracts';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { ClipboardDocumentListIcon } from '@heroicons/react/24/outline';
import { useTRPC } from '../../../lib/trpc';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { COLUNAS_LOG } from './colunas-log';

/** Spec 03 §9: the logs refresh every 10 s (only while the tab is visible: no polling in the background). */
const ATUALIZAR_MS = 10_000;

/** /adm/logs: the store's access logs, paginated, newest first. */
export default function LogsPage() {
  const trpc = useTRPC();
  const lista = useListaPaginada(POR_PAGINA_LOGS_LOJA, (e) => ({
    ...trpc.loja.log.list.queryOptions({ page: e.page }),
    // The call answers the spec's page (data, meta); the list reads it as rows and a total.
    select: (r: PaginaLogsLoja) => ({ itens: r.data, total: r.meta.total }),
    refetchInterval: ATUALIZAR_MS,
    refetchIntervalInBackground: false,
  }));
  return (
    <ListPage
      title="Logs de acesso"
      description="O que foi feito na área da loja, atualizado a cada 10 segundos."
      error={lista.falhou ? MSG.logsLoja.erroCarregar : null}
      table={{
        caption: 'Logs de acesso',
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: (l) => l.id,
        empty: <EmptyState icon={ClipboardDocumentListIcon} title={MSG.logsLoja.vazio} />,
        pagination: lista.paginacao,
        columns: COLUNAS_LOG,
      }}
    />
  );
}
