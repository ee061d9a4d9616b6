import type { ChipFiltro } from '@clinica/ui/chips-filtros';
import { diaParaBr } from '../../lib/datas-br';

/**
 * The filters of the stock lists: a period ('YYYY-MM-DD', both ends included; the products'
 * creation date, the movements' date) and, for movements, the units. Each applied filter is
 * one removable chip.
 */
export type FiltrosEstoque = { de?: string; ate?: string; unidades?: number[] };

const PREFIXO_UNIDADE = 'unidade-';

export const contarFiltros = (f: FiltrosEstoque) =>
  (f.de ? 1 : 0) + (f.ate ? 1 : 0) + (f.unidades?.length ?? 0);

/** One chip per filter; a unit the lookup doesn't name (yet) shows its number. */
export function chipsDosFiltros(
  f: FiltrosEstoque,
  nomeUnidade: (id: number) => string | undefined = () => undefined,
): ChipFiltro[] {
  const chips: ChipFiltro[] = [];
  if (f.de) chips.push({ chave: 'de', rotulo: `Data inicial: ${diaParaBr(f.de)}` });
  if (f.ate) chips.push({ chave: 'ate', rotulo: `Data final: ${diaParaBr(f.ate)}` });
  for (const id of f.unidades ?? [])
    chips.push({ chave: `${PREFIXO_UNIDADE}${id}`, rotulo: `Unidade: ${nomeUnidade(id) ?? `nº ${id}`}` });
  return chips;
}

/** The filters without the chip's; an emptied unit list disappears from the call. */
export function removerFiltro(f: FiltrosEstoque, chave: string): FiltrosEstoque {
  const { de, ate, unidades } = f;
  if (chave === 'de') return semVazios({ ate, unidades });
  if (chave === 'ate') return semVazios({ de, unidades });
  if (chave.startsWith(PREFIXO_UNIDADE)) {
    const id = Number(chave.slice(PREFIXO_UNIDADE.length));
    return semVazios({ de, ate, unidades: unidades?.filter((u) => u !== id) });
  }
  return f;
}

/** Only what holds something travels to the server (no `unidades: []`, no `de: undefined`). */
export function semVazios(f: FiltrosEstoque): FiltrosEstoque {
  const r: FiltrosEstoque = {};
  if (f.de) r.de = f.de;
  if (f.ate) r.ate = f.ate;
  if (f.unidades && f.unidades.length > 0) r.unidades = f.unidades;
  return r;
}
