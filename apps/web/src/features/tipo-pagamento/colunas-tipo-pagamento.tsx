import { TIPOS_PAGAMENTO, type TipoPagamento } from '@clinica/contracts';
import { formatarTaxa } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { formatarData } from '../../lib/formatar';

type Acoes = {
  /** Each left out for who may not do it. */
  editar?: (t: TipoPagamento) => void;
  excluir?: (t: TipoPagamento) => void;
};

/** Payment types: id, Receita/Despesa badge, name, rate %, created, edit and delete. */
export function colunasTipoPagamento(p: Acoes): DataTableColumn<TipoPagamento>[] {
  const { editar, excluir } = p;
  return [
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
          {editar && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Editar ${r.nome}`}
              icon={<PencilSquareIcon />}
              onClick={() => editar(r)}
            />
          )}
          {excluir && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Excluir ${r.nome}`}
              icon={<TrashIcon />}
              onClick={() => excluir(r)}
            />
          )}
        </div>
      ),
    },
  ];
}
