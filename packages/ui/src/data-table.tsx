import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Pagination, type PaginationProps } from './pagination';
import { Skeleton } from './skeleton';
import { useRolagemLateral } from './use-rolagem-lateral';

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
  /**
   * O papel da coluna no cartão do celular (abaixo de `md` cada linha vira um cartão):
   * 'titulo' (o nome da linha, no topo), 'acoes' (os botões, no canto) ou 'campo' (rótulo: valor).
   * Padrão: a chave 'acoes' é 'acoes'; a primeira coluna visível que não é id nem ações é o título.
   */
  celular?: 'titulo' | 'acoes' | 'campo';
  /** O rótulo do campo no cartão quando o cabeçalho não é texto. */
  rotulo?: string;
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
  /** 'tabela' mantém a tabela no celular (poucas colunas estreitas que cabem em 390 px). */
  celular?: 'cartoes' | 'tabela';
}

const EMPTY_SET: ReadonlySet<RowKey> = new Set();
const cell = 'px-4 py-2 align-middle';
const row = 'h-14 border-t border-slate-100';
const checkbox =
  'size-4 cursor-pointer rounded accent-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500';
/** The checkbox's label: the whole 44 px square is the touch target on a phone. */
const alvoCheckbox = 'inline-flex size-11 cursor-pointer items-center justify-center md:size-auto';

type PapelCelular = 'titulo' | 'acoes' | 'campo';

/** Each column's place in the phone card (see `DataTableColumn.celular`). */
function papeis<T>(columns: DataTableColumn<T>[]): PapelCelular[] {
  const titulo = columns.findIndex((c) => c.celular === 'titulo');
  const padrao = columns.findIndex(
    (c) => !c.hideOnMobile && c.key !== 'id' && c.key !== 'acoes' && c.celular === undefined,
  );
  return columns.map((c, i) => {
    if (c.celular) return c.celular;
    if (c.key === 'acoes') return 'acoes';
    return titulo < 0 && i === padrao ? 'titulo' : 'campo';
  });
}

/*
 * Below md a row is a card: a grid with the checkbox, the title and the actions on top, and each
 * other cell a 'label: value' line. The table stays a table in the DOM (roles, headers for screen
 * readers in a visually hidden thead); the label comes from CSS (data-rotulo), so it never
 * duplicates a text in the DOM.
 */
const cartao = {
  tabela: 'max-md:block',
  cabecalho: 'max-md:sr-only',
  corpo: 'max-md:block',
  linha:
    'max-md:grid max-md:h-auto max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3',
  titulo:
    'max-md:row-start-1 max-md:w-auto max-md:p-0 max-md:font-medium max-md:text-slate-900 max-md:min-w-0',
  acoes: 'max-md:row-start-1 max-md:w-auto max-md:p-0 max-md:self-start',
  selecao: 'max-md:row-start-1 max-md:col-start-1 max-md:p-0 max-md:-ml-3 max-md:self-start',
  campo: clsx(
    'max-md:col-span-full max-md:flex max-md:w-auto max-md:min-h-7 max-md:items-center max-md:justify-between max-md:gap-3 max-md:p-0 max-md:text-right',
    'max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-rotulo)]',
  ),
};

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
  celular = 'cartoes',
}: DataTableProps<T>) {
  const [caixa, rolagem] = useRolagemLateral<HTMLDivElement>();
  const keys = rows.map(rowKey);
  const marcadas = keys.filter((k) => selected.has(k)).length;
  const todas = keys.length > 0 && marcadas === keys.length;
  const algumas = marcadas > 0 && !todas;
  const colSpan = columns.length + (selectable ? 1 : 0);
  const mobile = (c: DataTableColumn<T>) => (c.hideOnMobile ? 'hidden md:table-cell' : null);

  // The phone card's grid: [checkbox] title [actions].
  const emCartoes = celular === 'cartoes';
  const papel = papeis(columns);
  const temAcoes = papel.some((p, i) => p === 'acoes' && !columns[i]?.hideOnMobile);
  const colTitulo = selectable ? 2 : 1;
  const gradeLinha = emCartoes
    ? { gridTemplateColumns: `${selectable ? 'auto ' : ''}minmax(0,1fr)${temAcoes ? ' auto' : ''}` }
    : undefined;
  const posicao = (i: number) => {
    if (!emCartoes) return undefined;
    if (papel[i] === 'titulo') return { gridColumn: temAcoes ? `${colTitulo}` : `${colTitulo} / -1` };
    if (papel[i] === 'acoes') return { gridColumn: `${colTitulo + 1}` };
    return undefined;
  };
  // A column hidden on phones keeps its 'hidden': no card class may show it again.
  const noCartao = (i: number) =>
    emCartoes && !columns[i]?.hideOnMobile ? cartao[papel[i] ?? 'campo'] : null;
  const rotulo = (c: DataTableColumn<T>) =>
    emCartoes ? (c.rotulo ?? (typeof c.header === 'string' ? c.header : undefined)) : undefined;

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
      <div className="relative">
        <div
          ref={caixa}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
          data-rolagem={rolagem.direita ? 'mais-a-direita' : rolagem.esquerda ? 'mais-a-esquerda' : undefined}
        >
          <table
            className={clsx('min-w-full text-left text-sm', emCartoes && cartao.tabela)}
            aria-busy={loading || undefined}
          >
            {caption ? <caption className="sr-only">{caption}</caption> : null}
            <thead
              className={clsx(
                'bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase',
                emCartoes && cartao.cabecalho,
              )}
            >
              <tr>
                {selectable ? (
                  <th scope="col" className="w-12 px-4 py-3">
                    <label className={alvoCheckbox}>
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
                    </label>
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
            <tbody className={clsx('text-slate-700', emCartoes && cartao.corpo)}>
              {loading ? (
                Array.from({ length: qtdEsqueleto }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: linhas-esqueleto não têm identidade
                  <tr key={i} className={clsx(row, emCartoes && cartao.linha)} data-testid="skeleton-row">
                    {selectable ? (
                      <td className={clsx(cell, emCartoes && 'max-md:hidden')}>
                        <Skeleton className="size-4 rounded" />
                      </td>
                    ) : null}
                    {columns.map((c, j) => (
                      <td
                        key={c.key}
                        className={clsx(
                          cell,
                          mobile(c),
                          c.className,
                          emCartoes && !c.hideOnMobile && 'max-md:col-span-full max-md:p-0',
                          emCartoes && papel[j] === 'acoes' && 'max-md:hidden',
                        )}
                      >
                        <Skeleton className="h-4 w-full min-w-16 max-w-48" />
                      </td>
                    ))}
                  </tr>
                ))
              ) : rows.length === 0 ? (
                <tr className={clsx('border-t border-slate-100', emCartoes && 'max-md:block')}>
                  <td colSpan={colSpan} className={clsx(emCartoes && 'max-md:block')}>
                    {empty ?? <EmptyState title="Nenhum registro encontrado" />}
                  </td>
                </tr>
              ) : (
                rows.map((r) => {
                  const k = rowKey(r);
                  const marcada = selected.has(k);
                  return (
                    <tr
                      key={k}
                      aria-selected={selectable ? marcada : undefined}
                      style={gradeLinha}
                      className={clsx(
                        row,
                        'transition-colors',
                        marcada ? 'bg-teal-50/60' : 'hover:bg-slate-50',
                        emCartoes && cartao.linha,
                      )}
                    >
                      {selectable ? (
                        <td className={clsx(cell, emCartoes && cartao.selecao)}>
                          <label className={alvoCheckbox}>
                            <input
                              type="checkbox"
                              aria-label="Selecionar linha"
                              className={checkbox}
                              checked={marcada}
                              onChange={() => alternar(k)}
                            />
                          </label>
                        </td>
                      ) : null}
                      {columns.map((c, j) => (
                        <td
                          key={c.key}
                          data-rotulo={papel[j] === 'campo' ? rotulo(c) : undefined}
                          style={posicao(j)}
                          className={clsx(cell, mobile(c), c.className, noCartao(j))}
                        >
                          {c.render(r)}
                        </td>
                      ))}
                    </tr>
                  );
                })
              )}
            </tbody>
            {rodape ? (
              <tfoot
                className={clsx(
                  'border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900',
                  emCartoes && 'max-md:block',
                )}
              >
                <tr style={gradeLinha} className={clsx(emCartoes && cartao.linha)}>
                  {selectable ? <td className={clsx(cell, emCartoes && 'max-md:hidden')} /> : null}
                  {columns.map((c, j) => (
                    <td
                      key={c.key}
                      data-rotulo={papel[j] === 'campo' ? rotulo(c) : undefined}
                      style={posicao(j)}
                      className={clsx(cell, 'py-3', mobile(c), c.className, noCartao(j))}
                    >
                      {c.footer}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
        {/* Columns past the box's edge: a shade on that side says there is more to scroll to. */}
        <SombraRolagem lado="esquerda" visivel={rolagem.esquerda} />
        <SombraRolagem lado="direita" visivel={rolagem.direita} />
      </div>
      {pagination ? <Pagination {...pagination} /> : null}
    </div>
  );
}

function SombraRolagem({ lado, visivel }: { lado: 'esquerda' | 'direita'; visivel: boolean }) {
  if (!visivel) return null;
  return (
    <div
      aria-hidden="true"
      data-testid={`sombra-rolagem-${lado}`}
      className={clsx(
        'pointer-events-none absolute inset-y-px w-10 from-slate-900/15 to-transparent',
        lado === 'direita' ? 'right-px rounded-r-xl bg-linear-to-l' : 'left-px rounded-l-xl bg-linear-to-r',
      )}
    />
  );
}
