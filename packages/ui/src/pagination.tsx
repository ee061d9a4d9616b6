import { janelaPaginas, textoMostrando, totalPaginas } from '@clinica/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid';
import { clsx } from 'clsx';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Sufixo do texto "Mostrando 1 - 15 de 42 pacientes". */
  sufixo?: string;
  className?: string;
}

const base =
  'inline-flex h-11 min-w-11 items-center md:h-9 md:min-w-9 justify-center rounded-lg px-2 text-sm font-medium tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-40';

export function Pagination({ page, pageSize, total, onPageChange, sufixo, className }: PaginationProps) {
  const paginas = totalPaginas(total, pageSize);
  if (paginas <= 1) return null;
  const janela = janelaPaginas(page, paginas, 7);

  // No celular mostramos só 5 números (a janela de 7 não cabe em 390px); os demais ficam ocultos via CSS.
  const janelaCelular = new Set(janelaPaginas(page, paginas, 5));

  const itens = janela.map((p) => {
    const atual = p === page;
    return (
      <button
        key={p}
        type="button"
        aria-label={`Página ${p}`}
        aria-current={atual ? 'page' : undefined}
        onClick={() => {
          if (!atual) onPageChange(p);
        }}
        className={clsx(
          base,
          janelaCelular.has(p) ? null : 'hidden sm:inline-flex',
          atual ? 'bg-teal-700 text-white shadow-sm hover:bg-teal-800' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        {p}
      </button>
    );
  });

  return (
    <nav
      aria-label="Paginação"
      className={clsx('flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}
    >
      <p className="text-sm text-slate-600 tabular-nums">{textoMostrando(page, pageSize, total, sufixo)}</p>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <button
          type="button"
          aria-label="Página anterior"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          className={clsx(base, 'text-slate-600 hover:bg-slate-100')}
        >
          <ChevronLeftIcon className="size-5" aria-hidden="true" />
        </button>
        {itens}
        <button
          type="button"
          aria-label="Próxima página"
          disabled={page >= paginas}
          onClick={() => onPageChange(page + 1)}
          className={clsx(base, 'text-slate-600 hover:bg-slate-100')}
        >
          <ChevronRightIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
