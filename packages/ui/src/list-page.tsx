import { ArrowPathIcon, FunnelIcon } from '@heroicons/react/24/outline';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { ChipsFiltros } from './chips-filtros';
import { DataTable, type DataTableProps, type RowKey } from './data-table';
import {
  chipsDosFiltros,
  contarFiltros,
  type FiltroDeclarado,
  FiltrosDialog,
  filtrosPreenchidos,
  type ValoresFiltro,
} from './filtros-dialog';
import { PageHeader } from './page-header';
import { SearchBox } from './search-box';

export interface ListPageProps<T> {
  title: ReactNode;
  description?: ReactNode;
  /**
   * 'pagina' (default) opens with the page header; 'aba' is a patient-record tab: the title is
   * the tab's heading (h2) beside its buttons, under the record's own header.
   */
  variante?: 'pagina' | 'aba';
  /** Header buttons ('Novo ...'), already filtered by permission. */
  actions?: ReactNode;
  /** The server-side search box; left out when the list has no search. `valor` is the term in force. */
  search?: { placeholder: string; onSearch: (termo: string) => void; valor?: string };
  /** 'Atualizar' beside the search: reloads the page shown (spinning while it reloads). */
  refresh?: { onRefresh: () => void; atualizando?: boolean };
  /**
   * The declared filters: a 'Filtros' button opening the one shared dialog, and a chip for each
   * filter in force (removable one by one).
   */
  filters?: {
    declaracao: readonly FiltroDeclarado[];
    valores: ValoresFiltro;
    onChange: (valores: Record<string, string | number>) => void;
    /** The dialog's line under its title. */
    descricao?: string;
    erroData?: string;
  };
  /** Row selection through the table; `acoes` (bulk actions) show while some row is selected. */
  selection?: {
    selecionadas: ReadonlySet<RowKey>;
    onChange: (s: Set<RowKey>) => void;
    acoes?: ReactNode;
  };
  /** Shown above the table when the list failed to load (the spec's message). */
  error?: string | null;
  /** What a screen shows between the search and the table that no declaration covers. */
  toolbar?: ReactNode;
  table: DataTableProps<T>;
  /** Dialogs the page opens (form, confirmation); rendered after the table. */
  children?: ReactNode;
}

/**
 * The shape every list shares: header (or a tab's heading), search, refresh and filters with
 * their chips, bulk actions, error line, the table with its empty state, skeleton and
 * pagination. A page supplies its columns, its filter declaration and its dialogs.
 */
export function ListPage<T>({
  title,
  description,
  variante = 'pagina',
  actions,
  search,
  refresh,
  filters,
  selection,
  error,
  toolbar,
  table,
  children,
}: ListPageProps<T>) {
  const [filtrosAbertos, setFiltrosAbertos] = useState(false);
  const qtdFiltros = filters ? contarFiltros(filters.valores) : 0;
  const marcadas = selection?.selecionadas.size ?? 0;
  const barra = search || refresh || filters || (selection?.acoes && marcadas > 0);
  // Selection belongs to the rows on screen: another page or search starts with none.
  const limpar = () => selection?.onChange(new Set());
  const paginacao = table.pagination && {
    ...table.pagination,
    onPageChange: (p: number) => {
      limpar();
      table.pagination?.onPageChange(p);
    },
  };

  return (
    <div className={variante === 'aba' ? 'space-y-4' : 'space-y-6'}>
      {variante === 'aba' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
      ) : (
        <PageHeader title={title} description={description} actions={actions} />
      )}
      {barra && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {search && (
            <SearchBox
              className="sm:max-w-sm sm:flex-1"
              onSearch={(termo) => {
                limpar();
                search.onSearch(termo);
              }}
              placeholder={search.placeholder}
              defaultValue={search.valor}
            />
          )}
          {(refresh || filters) && (
            <div className="flex gap-2">
              {refresh && (
                <Button
                  variant="secondary"
                  icon={<ArrowPathIcon className={refresh.atualizando ? 'animate-spin' : undefined} />}
                  onClick={refresh.onRefresh}
                >
                  Atualizar
                </Button>
              )}
              {filters && (
                <Button variant="secondary" icon={<FunnelIcon />} onClick={() => setFiltrosAbertos(true)}>
                  {qtdFiltros > 0 ? `Filtros (${qtdFiltros})` : 'Filtros'}
                </Button>
              )}
            </div>
          )}
          {selection?.acoes && marcadas > 0 && (
            <div className="flex flex-wrap gap-2 sm:ml-auto">{selection.acoes}</div>
          )}
        </div>
      )}
      {filters && (
        <ChipsFiltros
          chips={chipsDosFiltros(filters.declaracao, filters.valores)}
          onRemover={(chave) => {
            const { [chave]: _, ...resto } = filtrosPreenchidos(filters.valores);
            limpar();
            filters.onChange(resto);
          }}
          onLimpar={() => {
            limpar();
            filters.onChange({});
          }}
        />
      )}
      {toolbar}
      {error && <p className="text-sm text-rose-700">{error}</p>}
      {/* The table draws its own card; a second frame here drew a double border. */}
      <DataTable
        {...table}
        pagination={paginacao}
        {...(selection
          ? { selectable: true, selected: selection.selecionadas, onSelectedChange: selection.onChange }
          : {})}
      />
      {filters && (
        <FiltrosDialog
          aberto={filtrosAbertos}
          declaracao={filters.declaracao}
          valores={filters.valores}
          onAplicar={(v) => {
            limpar();
            filters.onChange(v);
          }}
          onFechar={() => setFiltrosAbertos(false)}
          descricao={filters.descricao}
          erroData={filters.erroData}
        />
      )}
      {children}
    </div>
  );
}
