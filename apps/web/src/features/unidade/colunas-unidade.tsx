import type { Unidade } from '@clinica/contracts';
import { formatarCnpj } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { formatarData } from '../../lib/formatar';
import { formatarFone } from './unidade-form';

type Acoes = {
  editar: (u: Unidade) => void;
  excluir: (u: Unidade) => void;
};

const traco = <span className="text-slate-400">—</span>;

/** Units table: id, social reason + fantasy name, CNPJ, responsible, phone, created, actions. */
export function colunasUnidade(p: Acoes): DataTableColumn<Unidade>[] {
  return [
    {
      key: 'id',
      header: 'ID',
      className: 'w-16',
      hideOnMobile: true,
      render: (r) => <span className="tabular-nums text-slate-500">{r.id}</span>,
    },
    {
      key: 'razao',
      header: 'Razão social',
      render: (r) => (
        <div className="min-w-0 py-1">
          <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {r.razao_social ?? r.nome_fantasia}
          </p>
          {r.razao_social && <p className="text-xs text-slate-500">{r.nome_fantasia}</p>}
          {/* On phones the CNPJ folds in here. */}
          <p className="text-xs tabular-nums text-slate-500 md:hidden">{formatarCnpj(r.cnpj)}</p>
        </div>
      ),
    },
    {
      key: 'cnpj',
      header: 'CNPJ',
      hideOnMobile: true,
      render: (r) => <span className="tabular-nums whitespace-nowrap">{formatarCnpj(r.cnpj)}</span>,
    },
    {
      key: 'responsavel',
      header: 'Responsável',
      hideOnMobile: true,
      render: (r) => r.responsavel ?? traco,
    },
    {
      key: 'telefone',
      header: 'Telefone',
      hideOnMobile: true,
      render: (r) =>
        r.telefone || r.celular ? (
          <span className="tabular-nums whitespace-nowrap">{formatarFone(r.telefone ?? r.celular)}</span>
        ) : (
          traco
        ),
    },
    {
      key: 'criado',
      header: 'Criado em',
      hideOnMobile: true,
      render: (r) => <span className="tabular-nums">{formatarData(r.criado_em)}</span>,
    },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-px text-right',
      render: (r) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Editar ${r.nome_fantasia}`}
            title="Editar"
            icon={<PencilSquareIcon />}
            onClick={() => p.editar(r)}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Excluir ${r.nome_fantasia}`}
            title="Excluir"
            icon={<TrashIcon />}
            onClick={() => p.excluir(r)}
          />
        </div>
      ),
    },
  ];
}
