import type { Paciente } from '@clinica/contracts';
import { formatarDataBr, formatarTelefone } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { EyeIcon, PencilSquareIcon } from '@heroicons/react/24/outline';
import { formatarData } from '../../lib/formatar';
import { ArquivarPaciente } from '../arquivamento/arquivar-paciente';

type Acoes = {
  abrir: (p: Paciente) => void;
  /** Left out for who may not edit; an archived patient is never edited. */
  editar?: (p: Paciente) => void;
};

/** The registry: id, name (+ e-mail, and the mobile on a phone), mobile, birth, created, actions. */
export function colunasPaciente(a: Acoes): DataTableColumn<Paciente>[] {
  return [
    {
      key: 'id',
      header: 'ID',
      className: 'w-16',
      hideOnMobile: true,
      render: (p) => <span className="tabular-nums text-slate-500">{p.id}</span>,
    },
    {
      key: 'nome',
      header: 'Nome',
      render: (p) => (
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{p.nome}</p>
          {p.email && <p className="truncate text-xs text-slate-500">{p.email}</p>}
          <p className="truncate text-xs text-slate-500 tabular-nums sm:hidden">
            {formatarTelefone(p.celular, p.ddi)}
          </p>
        </div>
      ),
    },
    {
      key: 'celular',
      header: 'Celular',
      hideOnMobile: true,
      render: (p) => (
        <span className="tabular-nums whitespace-nowrap">{formatarTelefone(p.celular, p.ddi)}</span>
      ),
    },
    {
      key: 'nascimento',
      header: 'Nascimento',
      hideOnMobile: true,
      render: (p) => (
        <span className="tabular-nums">{p.nascimento ? formatarDataBr(p.nascimento) : '—'}</span>
      ),
    },
    {
      key: 'criado',
      header: 'Criado em',
      hideOnMobile: true,
      render: (p) => <span className="tabular-nums">{formatarData(p.criado_em)}</span>,
    },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'w-32 text-right',
      render: (p) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Abrir ficha de ${p.nome}`}
            icon={<EyeIcon />}
            onClick={() => a.abrir(p)}
          />
          <ArquivarPaciente paciente={p} compacto />
          {!p.arquivado_em && a.editar && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Editar ${p.nome}`}
              icon={<PencilSquareIcon />}
              onClick={() => a.editar?.(p)}
            />
          )}
        </div>
      ),
    },
  ];
}
