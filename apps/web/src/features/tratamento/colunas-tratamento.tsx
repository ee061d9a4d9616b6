import type { Tratamento } from '@clinica/contracts';
import { formatarCentavos } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { Interruptor } from '@clinica/ui/interruptor';
import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import { formatarData } from '../../lib/formatar';
import { rotuloDuracao } from './tratamento-dialog';

type Acoes = {
  /** Edit, switch and delete; left out for who may only list. */
  editar?: (t: Tratamento) => void;
  alternarStatus: (t: Tratamento) => void;
  excluir: (t: Tratamento) => void;
};

const valor = (centavos: number) => (
  <span className="tabular-nums whitespace-nowrap">{formatarCentavos(centavos)}</span>
);

/** Treatments: id, name + duration, sale, cost, saved active switch, created, actions. */
export function colunasTratamento(p: Acoes): DataTableColumn<Tratamento>[] {
  const podeEditar = p.editar !== undefined;
  return [
    {
      key: 'id',
      header: 'ID',
      className: 'w-16',
      hideOnMobile: true,
      render: (r) => <span className="tabular-nums text-slate-500">{r.id}</span>,
    },
    {
      key: 'nome',
      header: 'Tratamento',
      render: (r) => (
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{r.nome}</p>
          <p className="text-xs text-slate-500">
            {rotuloDuracao(r.duracao)}
            {/* On a phone the sale value rides under the name (its column is hidden). */}
            <span className="md:hidden"> · {formatarCentavos(r.preco_venda)}</span>
          </p>
        </div>
      ),
    },
    { key: 'venda', header: 'Valor de venda', hideOnMobile: true, render: (r) => valor(r.preco_venda) },
    { key: 'custo', header: 'Valor de custo', hideOnMobile: true, render: (r) => valor(r.preco_custo) },
    {
      key: 'status',
      header: 'Status',
      render: (r) =>
        podeEditar ? (
          <div className="flex items-center gap-2">
            <Interruptor
              ligado={r.status}
              onChange={() => p.alternarStatus(r)}
              rotulo={`${r.nome} ativo`}
              rotuloOculto
            />
            <span className={clsx('hidden sm:inline', r.status ? 'text-emerald-700' : 'text-slate-500')}>
              {r.status ? 'Ativo' : 'Inativo'}
            </span>
          </div>
        ) : (
          <Badge tone={r.status ? 'green' : 'gray'}>{r.status ? 'Ativo' : 'Inativo'}</Badge>
        ),
    },
    { key: 'criado', header: 'Criado em', hideOnMobile: true, render: (r) => formatarData(r.criado_em) },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-24 text-right',
      render: (r) =>
        podeEditar && (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Editar ${r.nome}`}
              icon={<PencilSquareIcon />}
              onClick={() => p.editar?.(r)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Excluir ${r.nome}`}
              icon={<TrashIcon />}
              onClick={() => p.excluir(r)}
            />
          </div>
        ),
    },
  ];
}
