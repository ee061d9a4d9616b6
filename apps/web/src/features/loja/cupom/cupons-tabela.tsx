import type { Cupom } from '@clinica/contracts';
import { formatarDescontoCupom } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { DataTable } from '@clinica/ui/data-table';
import type { PaginationProps } from '@clinica/ui/pagination';
import { PencilSquareIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { diaParaBr, hojeNaClinica } from '../../../lib/datas-br';

type Props = {
  linhas: Cupom[];
  carregando: boolean;
  vazio: ReactNode;
  paginacao: Omit<PaginationProps, 'className'>;
  onEditar: (c: Cupom) => void;
};

/** The coupons table (spec 03 §2): code, discount, quantity/used, validity and the edit action. */
export function CuponsTabela(p: Props) {
  const hoje = hojeNaClinica();
  return (
    <DataTable
      caption="Cupons de desconto"
      loading={p.carregando}
      rows={p.linhas}
      rowKey={(r) => r.id}
      empty={p.vazio}
      pagination={p.paginacao}
      columns={[
        {
          key: 'codigo',
          header: 'Código',
          render: (r) => (
            <span className="font-mono font-semibold tracking-wide text-slate-900">{r.codigo}</span>
          ),
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
              {r.validade < hoje && <Badge tone="red">Vencido</Badge>}
              {r.validade >= hoje && r.quantidade_usada >= r.quantidade && (
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
              onClick={() => p.onEditar(r)}
            />
          ),
        },
      ]}
    />
  );
}
