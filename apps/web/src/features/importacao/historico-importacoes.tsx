import type { Importacao } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { DataTable, type DataTableColumn } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { DocumentArrowUpIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatarDataHora } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';
import { caminhoImportacao, NOME_TIPO, STATUS } from './rotulos';
import { SecaoTabela } from './secao-tabela';

const colunas: DataTableColumn<Importacao>[] = [
  {
    key: 'arquivo',
    header: 'Arquivo',
    celular: 'titulo',
    render: (i) => (
      <Link href={caminhoImportacao(i.id)} className="font-medium text-teal-700 hover:underline">
        {i.nome_arquivo ?? `Importação ${i.id}`}
      </Link>
    ),
  },
  { key: 'data', header: 'Enviada em', render: (i) => formatarDataHora(i.criado_em) },
  {
    key: 'status',
    header: 'Situação',
    render: (i) => <Badge tone={STATUS[i.status].tom}>{STATUS[i.status].rotulo}</Badge>,
  },
  {
    key: 'importados',
    header: 'Importados',
    render: (i) => `${(i.contagens[i.tipo]?.importados ?? 0).toLocaleString('pt-BR')} ${NOME_TIPO[i.tipo]}`,
  },
];

/** The clinic's latest imports: open one to see its preview, progress or summary. */
export function HistoricoImportacoes() {
  const trpc = useTRPC();
  const lista = useQuery(trpc.importacao.list.queryOptions());
  return (
    <SecaoTabela titulo="Importações anteriores">
      <DataTable
        columns={colunas}
        rows={lista.data ?? []}
        rowKey={(i) => i.id}
        loading={lista.isPending}
        skeletonRows={3}
        empty={
          <EmptyState
            icon={DocumentArrowUpIcon}
            title="Nenhuma importação ainda"
            description="Envie uma planilha ou leia o sistema antigo: a prévia vem antes de gravar qualquer coisa."
          />
        }
      />
    </SecaoTabela>
  );
}
