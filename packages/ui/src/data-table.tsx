import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Pagination, type PaginationProps } from './pagination';
import { Skeleton } from './skeleton';

export type RowKey = string | number;

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  className?: string;
  /** Esconde a coluna em telas menores que `md`. */
  hideOnMobile?: boolean;
  /** Célula da linha de totais (tfoot), mostrada quando alguma coluna tem uma e há linhas. */
  footer?: ReactNode;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => RowKey;
  loading?: boolean;
  /** Exibido quando não há linhas (padrão: "Nenhum registro encontrado"). */
  empty?: ReactNode;
  selectable?: boolean;
  selected?: ReadonlySet<RowKey>;
  onSelectedChange?: (s: Set<RowKey>) => void;
  pagination?: Omit<PaginationProps, 'className'>;
  caption?: string;
  /** Quantidade de linhas-esqueleto no carregamento inicial (padrão 5). */
  skeletonRows?: number;
  className?: string;
}

const EMPTY_SET: ReadonlySet<RowKey> = new Set();
const cell = 'px-4 py-2 align-middle';
const row = 'h-14 border-t border-slate-100';
const checkbox =
  'size-4 cursor-pointer rounded accent-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500';

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  selectable = false,
  selected = EMPTY_SET,
  onSelectedChange,
  pagination,
  caption,
  skeletonRows = 5,
  className,
}: DataTableProps<T>) {
  const keys = rows.map(rowKey);
  const marcadas = keys.filter((k) => selected.has(k)).length;
  const todas = keys.length > 0 && marcadas === keys.length;
  const algumas = marcadas > 0 && !todas;
  const colSpan = columns.length + (selectable ? 1 : 0);
  const mobile = (c: DataTableColumn<T>) => (c.hideOnMobile ? 'hidden md:table-cell' : null);

  function alternarTodas() {
    const next = new Set(selected);
    for (const k of keys) {
      if (todas) next.delete(k);
      else next.add(k);
    }
    onSelectedChange?.(next);
  }

  function alternar(k: RowKey) {
    const next = new Set(selected);
    if (next.has(k)) next.delete(k);
    else next.add(k);
    onSelectedChange?.(next);
  }

  const qtdEsqueleto = rows.length > 0 ? rows.length : skeletonRows;
  const rodape = !loading && rows.length > 0 && columns.some((c) => c.footer !== undefined);

  return (
    <div className={clsx('flex flex-col gap-4', className)}>
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full text-left text-sm" aria-busy={loading || undefined}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              {selectable ? (
                <th scope="col" className="w-12 px-4 py-3">
                  <input
                    type="checkbox"
                    aria-label="Selecionar todos"
                    className={checkbox}
                    checked={todas}
                    disabled={loading || rows.length === 0}
                    ref={(el) => {
                      if (el) el.indeterminate = algumas;
                    }}
                    onChange={alternarTodas}
                  />
                </th>
              ) : null}
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={clsx('px-4 py-3 whitespace-nowrap', mobile(c), c.className)}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-700">
            {loading ? (
              Array.from({ length: qtdEsqueleto }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: linhas-esqueleto não têm identidade
                <tr key={i} className={row} data-testid="skeleton-row">
                  {selectable ? (
                    <td className={cell}>
                      <Skeleton className="size-4 rounded" />
                    </td>
                  ) : null}
                  {columns.map((c) => (
                    <td key={c.key} className={clsx(cell, mobile(c), c.className)}>
                      <Skeleton className="h-4 w-full min-w-16 max-w-48" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr className="border-t border-slate-100">
                <td colSpan={colSpan}>{empty ?? <EmptyState title="Nenhum registro encontrado" />}</td>
              </tr>
            ) : (
              rows.map((r, i) => {
                const k = keys[i] as RowKey;
                const marcada = selected.has(k);
                return (
                  <tr
                    key={k}
                    aria-selected={selectable ? marcada : undefined}
                    className={clsx(
                      row,
                      'transition-colors',
                      marcada ? 'bg-teal-50/60' : 'hover:bg-slate-50',
                    )}
                  >
                    {selectable ? (
                      <td className={cell}>
                        <input
                          type="checkbox"
                          aria-label="Selecionar linha"
                          className={checkbox}
                          checked={marcada}
                          onChange={() => alternar(k)}
                        />
                      </td>
                    ) : null}
                    {columns.map((c) => (
                      <td key={c.key} className={clsx(cell, mobile(c), c.className)}>
                        {c.render(r)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
          {rodape ? (
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
              <tr>
                {selectable ? <td className={cell} /> : null}
                {columns.map((c) => (
                  <td key={c.key} className={clsx(cell, 'py-3', mobile(c), c.className)}>
                    {c.footer}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {pagination ? <Pagination {...pagination} /> : null}
    </div>
  );
}
