import { Button } from '@clinica/ui/button';
import { type ChipFiltro, ChipsFiltros } from '@clinica/ui/chips-filtros';
import { SearchBox } from '@clinica/ui/search-box';
import { FunnelIcon } from '@heroicons/react/24/outline';

type Props = {
  placeholder: string;
  /** What the search looks in, for screen readers (the placeholder is short to fit a phone). */
  rotuloBusca: string;
  onBuscar: (termo: string) => void;
  onAbrirFiltros: () => void;
  /** How many of the dialog's filters are applied (a card's situation is a chip, not one of them). */
  qtdFiltros: number;
  chips: ChipFiltro[];
  onRemover: (chave: string) => void;
  onLimpar: () => void;
};

/** Search (on the server, 300 ms after typing stops), the 'Filtros' button and the applied chips. */
export function BarraFiltros(p: Props) {
  const rotulo = p.qtdFiltros > 0 ? `Filtros (${p.qtdFiltros})` : 'Filtros';
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <SearchBox
          onSearch={p.onBuscar}
          placeholder={p.placeholder}
          label={p.rotuloBusca}
          className="min-w-0 flex-1 sm:flex-none"
        />
        {/* On a phone only the funnel and the count show, so the search keeps its width. */}
        <Button variant="secondary" icon={<FunnelIcon />} onClick={p.onAbrirFiltros} aria-label={rotulo}>
          <span className="hidden sm:inline">{rotulo}</span>
          {p.qtdFiltros > 0 && <span className="tabular-nums sm:hidden">{p.qtdFiltros}</span>}
        </Button>
      </div>
      <ChipsFiltros chips={p.chips} onRemover={p.onRemover} onLimpar={p.onLimpar} />
    </div>
  );
}
