import { XMarkIcon } from '@heroicons/react/20/solid';
import { clsx } from 'clsx';

export interface ChipFiltro {
  /** Identifies the filter when it is removed ('de', 'unidade-3'...). */
  chave: string;
  /** What the user reads: 'Data inicial: 01/11/2026'. */
  rotulo: string;
}

export interface ChipsFiltrosProps {
  chips: ChipFiltro[];
  onRemover: (chave: string) => void;
  /** With two or more chips, a 'Limpar filtros' link removes them all. */
  onLimpar?: () => void;
  className?: string;
}

/**
 * The filters in force, one removable chip each, above a list. Nothing is rendered without
 * filters, so the list doesn't move when there are none.
 */
export function ChipsFiltros({ chips, onRemover, onLimpar, className }: ChipsFiltrosProps) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filtros aplicados" className={clsx('flex flex-wrap items-center gap-2', className)}>
      {chips.map((c) => (
        <li
          key={c.chave}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-xs font-medium text-teal-800 ring-1 ring-teal-600/20 ring-inset"
        >
          <span className="truncate" title={c.rotulo}>
            {c.rotulo}
          </span>
          <button
            type="button"
            aria-label={`Remover filtro ${c.rotulo}`}
            onClick={() => onRemover(c.chave)}
            className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-teal-600 transition-colors hover:bg-teal-100 hover:text-teal-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
          >
            <XMarkIcon className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
      {onLimpar && chips.length > 1 ? (
        <li>
          <button
            type="button"
            onClick={onLimpar}
            className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
          >
            Limpar filtros
          </button>
        </li>
      ) : null}
    </ul>
  );
}
