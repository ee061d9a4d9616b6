import { MSG } from '@clinica/contracts';
import { LIMITE_RELATORIO, type TipoRelatorio } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import type { DataTableColumn, DataTableProps, RowKey } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { ListPage } from '@clinica/ui/list-page';
import { ArrowDownTrayIcon, DocumentChartBarIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { lerFalha } from '../../../lib/erros';
import { SemLoja } from '../base/sem-loja';
import { PeriodoRelatorio, periodoDe } from './periodo-relatorio';
import { useExportarRelatorio } from './use-exportar-relatorio';

type Props<L> = {
  titulo: string;
  descricao: string;
  tipo: TipoRelatorio;
  /** The report's list (useListaPaginada with LISTA_RELATORIO). */
  lista: {
    itens: L[];
    total: number;
    carregando: boolean;
    falhou: boolean;
    erro: unknown;
    paginacao: NonNullable<DataTableProps<L>['pagination']>;
    filtros: Record<string, string | number>;
    filtrar: (f: Record<string, string | number>) => void;
  };
  colunas: DataTableColumn<L>[];
  rowKey: (l: L) => RowKey;
  acoes?: ReactNode;
};

/** The shape every report shares (spec 03): a date range, the server-paginated table, the CSV export. */
export function RelatorioLayout<L>({ lista, ...p }: Props<L>) {
  const csv = useExportarRelatorio(p.tipo);
  const falha = lista.falhou ? lerFalha(lista.erro) : null;
  if (falha?.tipo === 'resposta' && falha.status === 404) return <SemLoja titulo={p.titulo} />;
  const periodo = periodoDe(lista.filtros);
  return (
    <ListPage
      title={p.titulo}
      description={p.descricao}
      actions={
        <>
          {p.acoes}
          <Button
            variant="secondary"
            icon={<ArrowDownTrayIcon />}
            loading={csv.exportando}
            disabled={lista.total === 0}
            onClick={() => void csv.exportar(periodo)}
          >
            Exportar CSV
          </Button>
        </>
      }
      toolbar={
        <Card bodyClassName="p-4 sm:p-6">
          <PeriodoRelatorio
            periodo={periodo}
            onAplicar={(r) => lista.filtrar({ start: r.inicio, end: r.fim })}
          />
          {lista.total >= LIMITE_RELATORIO && (
            <p className="mt-3 text-sm text-amber-800">
              O período tem mais de 100.000 registros: a tabela e o arquivo mostram os 100.000 primeiros.
            </p>
          )}
        </Card>
      }
      error={lista.falhou ? MSG.relatorios.erroCarregar : null}
      table={{
        caption: p.titulo,
        loading: lista.carregando,
        rows: lista.itens,
        rowKey: p.rowKey,
        empty: <EmptyState icon={DocumentChartBarIcon} title={MSG.relatorios.vazio} />,
        pagination: lista.paginacao,
        columns: p.colunas,
      }}
    />
  );
}
