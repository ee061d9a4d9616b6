import { MSG } from '@clinica/contracts';
import { LIMITE_RELATORIO, type Periodo, type TipoRelatorio } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { DataTable, type DataTableColumn, type RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { PageHeader } from '@clinica/ui/page-header';
import { ArrowDownTrayIcon, DocumentChartBarIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { lerFalha } from '../../../lib/erros';
import { SemLoja } from '../base/sem-loja';
import { PeriodoRelatorio, POR_PAGINA_RELATORIO } from './periodo-relatorio';
import { useExportarRelatorio } from './use-exportar-relatorio';

type Props<L> = {
  titulo: string;
  descricao: string;
  tipo: TipoRelatorio;
  periodo: Periodo;
  onPeriodo: (p: Periodo) => void;
  page: number;
  onPage: (p: number) => void;
  consulta: { data?: { itens: L[]; total: number }; isPending: boolean; isError: boolean; error: unknown };
  colunas: DataTableColumn<L>[];
  rowKey: (l: L) => RowKey;
  acoes?: ReactNode;
};

/** The shape every report shares (spec 03): a date range, the server-paginated table, the CSV export. */
export function RelatorioLayout<L>(p: Props<L>) {
  const csv = useExportarRelatorio(p.tipo);
  const falha = p.consulta.isError ? lerFalha(p.consulta.error) : null;
  if (falha?.tipo === 'resposta' && falha.status === 404) return <SemLoja titulo={p.titulo} />;
  const total = p.consulta.data?.total ?? 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title={p.titulo}
        description={p.descricao}
        actions={
          <>
            {p.acoes}
            <Button
              variant="secondary"
              icon={<ArrowDownTrayIcon />}
              loading={csv.exportando}
              disabled={total === 0}
              onClick={() => void csv.exportar(p.periodo)}
            >
              Exportar CSV
            </Button>
          </>
        }
      />
      <Card bodyClassName="p-4 sm:p-6">
        <PeriodoRelatorio periodo={p.periodo} onAplicar={p.onPeriodo} />
        {total >= LIMITE_RELATORIO && (
          <p className="mt-3 text-sm text-amber-800">
            O período tem mais de 100.000 registros: a tabela e o arquivo mostram os 100.000 primeiros.
          </p>
        )}
      </Card>
      {p.consulta.isError && <p className="text-sm text-rose-700">{MSG.relatorios.erroCarregar}</p>}
      <DataTable
        caption={p.titulo}
        loading={p.consulta.isPending}
        rows={p.consulta.data?.itens ?? []}
        rowKey={p.rowKey}
        empty={<EmptyState icon={DocumentChartBarIcon} title={MSG.relatorios.vazio} />}
        pagination={{ page: p.page, pageSize: POR_PAGINA_RELATORIO, total, onPageChange: p.onPage }}
        columns={p.colunas}
      />
    </div>
  );
}
