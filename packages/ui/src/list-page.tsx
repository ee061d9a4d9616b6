import { ArrowPathIcon, FunnelIcon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';
import { type ReactNode, useId, useState } from 'react';
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
import { Pagination, type PaginationProps } from './pagination';
import { SearchBox } from './search-box';

export interface ListPageProps<T> {
  /**
   * Left out only by an 'aba' under a page's own header that needs no heading of its own (the
   * patients' 'Lista'): its buttons then close the search row.
   */
  title?: ReactNode;
  description?: ReactNode;
  /**
   * 'pagina' (default) opens with the page header; 'aba' is a patient-record tab: the title is
   * the tab's heading (h2) beside its buttons, under the record's own header.
   */
  variante?: 'pagina' | 'aba';
  /** Header buttons ('Novo ...'), already filtered by permission. */
  actions?: ReactNode;
  /**
   * The server-side search box; left out when the list has no search. `valor` is the term in
   * force; `rotulo` its screen-reader label when 'Pesquisar' says too little.
   */
  search?: { placeholder: string; onSearch: (termo: string) => void; valor?: string; rotulo?: string };
  /**
   * A control that narrows the list but is no declared filter (the photos page's patient picker,
   * whose value is an object): drawn first in the search row, so it stays mounted as the rows change.
   */
  seletor?: ReactNode;
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
    erroPeriodo?: string;
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
  /** Above the search: a summary that also filters the list (the stock's cards). */
  resumo?: ReactNode;
  /** The rows as a table; a list drawn otherwise passes `corpo` instead. */
  table?: DataTableProps<T>;
  /** A body that is not a table (a grid of cards, a timeline), in place of `table`. */
  corpo?: CorpoLista;
  /** Dialogs the page opens (form, confirmation); rendered after the table. */
  children?: ReactNode;
}

/**
 * A list drawn as cards or a timeline: the page draws its items, its skeleton and its empty
 * state (each grid has its own); the kit shows one of them and the pagination under it.
 */
export interface CorpoLista {
  carregando: boolean;
  /** Shown while the first page loads. */
  esqueleto: ReactNode;
  /** Shown instead of the items when there is nothing to show (left out when there is). */
  vazio?: ReactNode;
  itens: ReactNode;
  pagination?: Omit<PaginationProps, 'className'>;
  /**
   * The phone's own cards beside a `table` (the agenda's list, read on a phone as a list of
   * cards): this body below md, the table from md.
   */
  soCelular?: boolean;
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
  seletor,
  refresh,
  filters,
  selection,
  error,
  toolbar,
  resumo,
  table,
  corpo,
  children,
}: ListPageProps<T>) {
  const idTitulo = useId();
  const [filtrosAbertos, setFiltrosAbertos] = useState(false);
  const qtdFiltros = filters ? contarFiltros(filters.valores) : 0;
  const marcadas = selection?.selecionadas.size ?? 0;
  // With no heading row, the buttons close the search row.
  const acoesNaBarra = variante === 'aba' && !title ? actions : null;
  const barra = acoesNaBarra || seletor || search || refresh || filters || (selection?.acoes && marcadas > 0);
  // Selection belongs to the rows on screen: another page or search starts with none.
  const limpar = () => selection?.onChange(new Set());
  const paginacao = table?.pagination && {
    ...table.pagination,
    onPageChange: (p: number) => {
      limpar();
      table.pagination?.onPageChange(p);
    },
  };
  // A tab is a region named by its heading, under the record's own header.
  const Moldura = variante === 'aba' ? 'section' : 'div';

  return (
    <Moldura
      className={variante === 'aba' ? 'space-y-4' : 'space-y-6'}
      aria-labelledby={variante === 'aba' && title ? idTitulo : undefined}
    >
      {variante === 'aba' ? (
        title && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={idTitulo} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
          </div>
        )
      ) : (
        <PageHeader title={title} description={description} actions={actions} />
      )}
      {resumo}
      {barra && (
        // Bottom-aligned: a picker's visible label sits above its field, level with the buttons.
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {seletor}
          {search && (
            <SearchBox
              className="sm:max-w-sm sm:flex-1"
              onSearch={(termo) => {
                limpar();
                search.onSearch(termo);
              }}
              placeholder={search.placeholder}
              defaultValue={search.valor}
              label={search.rotulo}
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
          {((selection?.acoes && marcadas > 0) || acoesNaBarra) && (
            <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
              {marcadas > 0 && selection?.acoes}
              {acoesNaBarra}
            </div>
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
      {table && (
        <DataTable
          {...table}
          className={clsx(table.className, corpo?.soCelular && 'max-md:hidden')}
          pagination={paginacao}
          {...(selection
            ? { selectable: true, selected: selection.selecionadas, onSelectedChange: selection.onChange }
            : {})}
        />
      )}
      {corpo && <Corpo {...corpo} />}
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
          erroPeriodo={filters.erroPeriodo}
        />
      )}
      {children}
    </Moldura>
  );
}

function Corpo({ carregando, esqueleto, vazio, itens, pagination, soCelular }: CorpoLista) {
  return (
    <div className={clsx('flex flex-col gap-4', soCelular && 'md:hidden')}>
      {carregando ? esqueleto : (vazio ?? itens)}
      {pagination ? <Pagination {...pagination} /> : null}
    </div>
  );
}
