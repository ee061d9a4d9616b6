import type { Cupom } from '@clinica/contracts';
import { formatarDescontoCupom } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { diaParaBr } from '../../../lib/datas-br';

/** The coupons (spec 03 §2): code, discount, quantity/used, validity against `hoje`, the edit action. */
export function colunasCupom(p: { hoje: string; editar: (c: Cupom) => void }): DataTableColumn<Cupom>[] {
  return [
    {
      key: 'codigo',
      header: 'Código',
      render: (r) => <span className="font-mono font-semibold tracking-wide text-slate-900">{r.codigo}</span>,
    },
    {
      key: 'desconto',
      header: 'Desconto',
      render: (r) => (
        <span className="tabular-nums whitespace-nowrap">
          {formatarDescontoCupom(r.tipo, r.desconto)}
          <span className="ml-1.5 text-xs text-slate-500">
            {r.tipo === 'percentage' ? 'percentual' : 'fixo'}
          </span>
        </span>
      ),
    },
    {
      key: 'quantidade',
      header: 'Quantidade / usados',
      rotulo: 'Usados',
      render: (r) => (
        <span className="tabular-nums">
          {r.quantidade_usada} de {r.quantidade}
        </span>
      ),
    },
    {
      key: 'validade',
      header: 'Validade',
      render: (r) => (
        <span className="inline-flex items-center gap-2 tabular-nums">
          {diaParaBr(r.validade)}
          {r.validade < p.hoje && <Badge tone="red">Vencido</Badge>}
          {r.validade >= p.hoje && r.quantidade_usada >= r.quantidade && (
            <Badge tone="yellow">Esgotado</Badge>
          )}
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
          aria-label={`Editar cupom ${r.codigo}`}
          title="Editar"
          icon={<PencilSquareIcon />}
          onClick={() => p.editar(r)}
        />
      ),
    },
  ];
}
