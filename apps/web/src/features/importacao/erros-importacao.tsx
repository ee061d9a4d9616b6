import { NOMES_TIPO_DADO, type TipoDadoImportacao } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { DataTable, type DataTableColumn } from '@clinica/ui/data-table';
import { EmptyState } from '@clinica/ui/empty-state';
import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { SecaoTabela } from './secao-tabela';

type Linha = { tipo_dado: TipoDadoImportacao; linha: number; nivel: 'erro' | 'aviso'; mensagem: string };
const POR_PAGINA = 20;

/*
 * On a phone each row is a card titled by its reason (what the person reads first), with the row,
 * the kind and the level below it: a card titled '—' or '7' said nothing.
 */
const colunas: DataTableColumn<Linha>[] = [
  {
    key: 'linha',
    header: 'Linha',
    // Row 0: a note about the kind as a whole (an old system that does not list its archived records).
    render: (l) =>
      l.linha || (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">o tipo todo</span>
        </>
      ),
  },
  { key: 'tipo_dado', header: 'Dado', render: (l) => NOMES_TIPO_DADO[l.tipo_dado] },
  {
    key: 'nivel',
    header: 'Tipo',
    render: (l) => (
      <Badge tone={l.nivel === 'erro' ? 'red' : 'yellow'}>
        {l.nivel === 'erro' ? 'Não importada' : 'Ressalva'}
      </Badge>
    ),
  },
  { key: 'mensagem', header: 'Motivo', render: (l) => l.mensagem, celular: 'titulo' },
];

/**
 * The row log: rows not imported and rows imported with something left out, paged. `porTipo`: an
 * import from the old system, whose rows are of every kind (the row is its place in that kind's list).
 */
export function ErrosImportacao({ id, porTipo }: { id: number; porTipo: boolean }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const q = useQuery({
    ...trpc.importacao.erros.queryOptions({ id, page, limit: POR_PAGINA }),
    placeholderData: keepPreviousData,
  });
  return (
    <SecaoTabela titulo="Registro por linha">
      <DataTable
        columns={porTipo ? colunas : colunas.filter((c) => c.key !== 'tipo_dado')}
        rows={q.data?.itens ?? []}
        rowKey={(l) => `${l.tipo_dado}-${l.linha}-${l.mensagem}`}
        loading={q.isPending}
        skeletonRows={3}
        empty={
          <EmptyState
            icon={CheckCircleIcon}
            title="Nenhuma linha com problema"
            description="Todas as linhas foram importadas sem ressalvas."
          />
        }
        pagination={{
          page,
          pageSize: POR_PAGINA,
          total: q.data?.total ?? 0,
          onPageChange: setPage,
          sufixo: 'linhas',
        }}
      />
    </SecaoTabela>
  );
}
