import { TIPOS_PAGAMENTO, type TipoPagamento } from '@clinica/contracts';
import { formatarTaxa } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { DataTable } from '@clinica/ui/data-table';
import type { PaginationProps } from '@clinica/ui/pagination';
import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { formatarData } from '../../lib/formatar';

type Props = {
  linhas: TipoPagamento[];
  carregando: boolean;
  vazio: ReactNode;
  paginacao: Omit<PaginationProps, 'className'>;
  podeEditar: boolean;
  podeExcluir: boolean;
  onEditar: (t: TipoPagamento) => void;
  onExcluir: (t: TipoPagamento) => void;
};

/** Payment types table: id, Receita/Despesa badge, name, rate %, created, edit and delete. */
export function TiposPagamentoTabela(p: Props) {
  return (
    <DataTable
      caption="Tipos de Pagamento"
      loading={p.carregando}
      rows={p.linhas}
      rowKey={(r) => r.id}
      empty={p.vazio}
      pagination={p.paginacao}
      columns={[
        {
          key: 'id',
          header: 'ID',
          className: 'w-16',
          hideOnMobile: true,
          render: (r) => <span className="tabular-nums text-slate-500">{r.id}</span>,
        },
        {
          key: 'tipo',
          header: 'Tipo',
          className: 'w-28',
          render: (r) => <Badge tone={r.tipo === 'R' ? 'green' : 'red'}>{TIPOS_PAGAMENTO[r.tipo]}</Badge>,
        },
        {
          key: 'nome',
          header: 'Nome',
          render: (r) => <span className="font-medium text-slate-900">{r.nome}</span>,
        },
        {
          key: 'taxa',
          header: 'Taxa',
          render: (r) => <span className="tabular-nums">{formatarTaxa(r.taxa)}%</span>,
        },
        { key: 'criado', header: 'Criado em', hideOnMobile: true, render: (r) => formatarData(r.criado_em) },
        {
          key: 'acoes',
          header: <span className="sr-only">Ações</span>,
          className: 'w-24 text-right',
          render: (r) => (
            <div className="flex justify-end gap-1">
              {p.podeEditar && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Editar ${r.nome}`}
                  icon={<PencilSquareIcon />}
                  onClick={() => p.onEditar(r)}
                />
              )}
              {p.podeExcluir && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Excluir ${r.nome}`}
                  icon={<TrashIcon />}
                  onClick={() => p.onExcluir(r)}
                />
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
