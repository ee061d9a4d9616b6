import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { PageHeader } from './page-header';
import { SearchBox } from './search-box';

export interface ListPageProps<T> {
  title: ReactNode;
  description?: ReactNode;
  /** Header buttons ('Novo ...'), already filtered by permission. */
  actions?: ReactNode;
  /** The server-side search box; left out when the list has no search. */
  search?: { placeholder: string; onSearch: (termo: string) => void };
  /** Shown above the table when the list failed to load (the spec's message). */
  error?: string | null;
  /** Filters or bulk actions between the search and the table. */
  toolbar?: ReactNode;
  table: DataTableProps<T>;
  /** Dialogs the page opens (form, confirmation); rendered after the table. */
  children?: ReactNode;
}

/**
 * The shape every list screen shares: header, search, error line, the table with its empty
 * state, skeleton and pagination. A page supplies its columns and its dialogs.
 */
export function ListPage<T>({
  title,
  description,
  actions,
  search,
  error,
  toolbar,
  table,
  children,
}: ListPageProps<T>) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} actions={actions} />
      {search && (
        <div className="max-w-sm">
          <SearchBox onSearch={search.onSearch} placeholder={search.placeholder} />
        </div>
      )}
      {toolbar}
      {error && <p className="text-sm text-rose-700">{error}</p>}
      {/* The table draws its own card; a second frame here drew a double border. */}
      <DataTable {...table} />
      {children}
    </div>
  );
}
