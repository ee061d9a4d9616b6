import type { Perfil } from '@clinica/contracts';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { formatarData } from '../../lib/formatar';

type Acoes = {
  editar: (p: Perfil) => void;
  excluir: (p: Perfil) => void;
};

/** Profiles: id, name, how many functions, created, edit and delete. */
export function colunasPerfil(a: Acoes): DataTableColumn<Perfil>[] {
  return [
    {
      key: 'id',
      header: 'ID',
      className: 'w-20',
      render: (p) => <span className="tabular-nums text-slate-500">{p.id}</span>,
    },
    {
      key: 'nome',
      header: 'Nome',
      render: (p) => <span className="font-medium text-slate-900">{p.nome}</span>,
    },
    {
      key: 'permissoes',
      header: 'Permissões',
      hideOnMobile: true,
      render: (p) => <Badge tone="primary">{p.permissoes.length} funções</Badge>,
    },
    {
      key: 'criado',
      header: 'Criado em',
      hideOnMobile: true,
      render: (p) => formatarData(p.criado_em),
    },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-28 text-right',
      render: (p) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Editar ${p.nome}`}
            icon={<PencilSquareIcon />}
            onClick={() => a.editar(p)}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Excluir ${p.nome}`}
            icon={<TrashIcon />}
            onClick={() => a.excluir(p)}
          />
        </div>
      ),
    },
  ];
}
