import type { Foto } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import type { DataTableColumn } from '@clinica/ui/data-table';
import { ArrowDownTrayIcon, PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { formatarData } from '../../lib/formatar';
import { Miniatura, SeloUsoInterno } from './foto-card';

type Acoes = {
  ver: (f: Foto) => void;
  baixar: (f: Foto) => void;
  /** Left out for who may not add photos (editing is part of adding). */
  editar?: (f: Foto) => void;
  /** Left out for who may not delete photos. */
  excluir?: (f: Foto) => void;
};

/** The clinic's photos: the picture (opens it) with name and notes, patient, date, actions. */
export function colunasFoto(a: Acoes): DataTableColumn<Foto>[] {
  return [
    {
      key: 'nome',
      header: 'Nome',
      render: (f) => (
        <div className="flex min-w-0 items-center gap-3">
          <button type="button" onClick={() => a.ver(f)} aria-label={`Ver ${f.nome}`} className="shrink-0">
            <Miniatura foto={f} className="size-12 rounded-lg" />
          </button>
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{f.nome}</p>
            {f.uso_interno && <SeloUsoInterno className="my-0.5" />}
            {f.observacao && <p className="truncate text-xs text-slate-500">{f.observacao}</p>}
            <p className="truncate text-xs text-slate-500 sm:hidden">{f.paciente.nome}</p>
          </div>
        </div>
      ),
    },
    { key: 'paciente', header: 'Paciente', hideOnMobile: true, render: (f) => f.paciente.nome },
    {
      key: 'data',
      header: 'Data',
      hideOnMobile: true,
      render: (f) => <span className="tabular-nums">{formatarData(f.criado_em)}</span>,
    },
    {
      key: 'acoes',
      header: <span className="sr-only">Ações</span>,
      // On a phone the download sits in the view dialog (tap the picture).
      className: 'w-24 text-right sm:w-32',
      render: (f) => (
        <div className="flex justify-end gap-1">
          <Button
            className="max-sm:hidden"
            variant="ghost"
            size="sm"
            icon={<ArrowDownTrayIcon />}
            aria-label={`Baixar ${f.nome}`}
            onClick={() => a.baixar(f)}
          />
          {a.editar && (
            <Button
              variant="ghost"
              size="sm"
              icon={<PencilSquareIcon />}
              aria-label={`Editar ${f.nome}`}
              onClick={() => a.editar?.(f)}
            />
          )}
          {a.excluir && (
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon />}
              aria-label={`Excluir ${f.nome}`}
              onClick={() => a.excluir?.(f)}
            />
          )}
        </div>
      ),
    },
  ];
}
