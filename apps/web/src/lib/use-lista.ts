import { listaInputSchema } from '@clinica/contracts';
import { chavesDosFiltros, type FiltroDeclarado } from '@clinica/ui/filtros-dialog';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';

/** What a list call takes: the page, its size and the search term. */
type EntradaLista = { page: number; limit: number; q: string };

/** A list call's input schema (the contract's): page, limit, q and the list's own filters. */
export type EsquemaLista = z.ZodType<EntradaLista, unknown>;

export type OpcoesLista<S extends EsquemaLista> = {
  /** The contract's list input: it reads the address, so a hand-typed `?page=abc` is never sent. */
  esquema?: S;
  /** The filters the screen declares; their keys are the call's and the address's. */
  filtros?: readonly FiltroDeclarado[];
  /**
   * false keeps the view in memory: a list inside a dialog must not read or move the page's own
   * list in the address.
   */
  endereco?: boolean;
};

/**
 * The list's call and filters as the address says them, read by the contract: a key it refuses
 * is dropped (the rest of the view stays), never sent.
 */
export function lerLista<S extends EsquemaLista>(
  esquema: S,
  busca: string,
  limit: number,
  declaracao: readonly FiltroDeclarado[],
): { entrada: z.output<S>; filtros: Record<string, string | number> } {
  const params = new URLSearchParams(busca);
  const chavesFiltro = chavesDosFiltros(declaracao).map((c) => c.chave);
  const bruto: Record<string, unknown> = { limit };
  for (const k of ['page', 'q', ...chavesFiltro]) {
    const v = params.get(k);
    if (v !== null && v !== '') bruto[k] = v;
  }
  let r = esquema.safeParse(bruto);
  if (!r.success) {
    const ruins = new Set(r.error.issues.map((i) => String(i.path[0])));
    r = esquema.safeParse(
      Object.fromEntries(Object.entries(bruto).filter(([k]) => k === 'limit' || !ruins.has(k))),
    );
  }
  const entrada = r.success ? r.data : esquema.parse({ limit });
  const filtros: Record<string, string | number> = {};
  for (const [chave, v] of Object.entries<unknown>(entrada)) {
    if (!chavesFiltro.includes(chave)) continue;
    if (typeof v === 'string' || typeof v === 'number') filtros[chave] = v;
    // A 'varias' filter the schema read into a list (units: [1, 3]) is '1,3' again for the kit.
    else if (Array.isArray(v) && v.length > 0) filtros[chave] = v.join(',');
  }
  return { entrada, filtros };
}

/** The query string with these keys written (undefined, '' or page 1 removes one); the others stay. */
export function comMudancas(busca: string, mudancas: Record<string, string | number | undefined>): string {
  const nova = new URLSearchParams(busca);
  for (const [k, v] of Object.entries(mudancas)) {
    if (v === undefined || v === '' || (k === 'page' && v === 1)) nova.delete(k);
    else nova.set(k, String(v));
  }
  return nova.toString();
}

/**
 * Page, search term and filters of a server-paginated list, kept in the address (`?page=2&q=ana
 * &nome=…`, the call's own keys): a reload or a shared link opens the same view, as the patient
 * record does for its tab. A new search or filter goes back to page 1. The address is replaced,
 * not pushed: paging through a list doesn't fill the back button.
 */
export function useLista<S extends EsquemaLista = typeof listaInputSchema>(
  limit: number,
  opcoes: OpcoesLista<S> = {},
) {
  // Without a schema of its own the list is page and term only (the default type parameter).
  const esquema = (opcoes.esquema ?? listaInputSchema) as S;
  const declaracao = opcoes.filtros ?? [];
  const [local, navegar] = useLocation();
  const doEndereco = useSearch();
  const [naMemoria, setNaMemoria] = useState('');
  const noEndereco = opcoes.endereco !== false;
  const busca = noEndereco ? doEndereco : naMemoria;
  const { entrada, filtros } = lerLista(esquema, busca, limit, declaracao);
  const escrever = (mudancas: Record<string, string | number | undefined>) => {
    const texto = comMudancas(busca, mudancas);
    if (!noEndereco) setNaMemoria(texto);
    else navegar(texto ? `${local}?${texto}` : local, { replace: true });
  };

  return {
    page: entrada.page,
    q: entrada.q,
    limit,
    entrada,
    filtros,
    setPage: (page: number) => escrever({ page }),
    buscar: (termo: string) => escrever({ q: termo, page: undefined }),
    /** The filters in force become exactly these (a declared key left out is dropped). */
    filtrar: (novos: Record<string, string | number>) =>
      escrever({
        ...Object.fromEntries(chavesDosFiltros(declaracao).map((c) => [c.chave, novos[c.chave]])),
        page: undefined,
      }),
  };
}
