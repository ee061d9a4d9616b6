import { listaInputSchema, MSG, relatorioInputSchema } from '@clinica/contracts';
import { type Periodo, periodoPadrao, recusaDoPeriodo } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import type { FiltroDeclarado } from '@clinica/ui/filtros-dialog';
import { MaskedInput } from '@clinica/ui/masked-input';
import { FunnelIcon } from '@heroicons/react/24/outline';
import { type FormEvent, useState } from 'react';
import { brParaDia, diaParaBr } from '../../../lib/datas-br';

const M = MSG.relatorios;

export const POR_PAGINA_RELATORIO = 15;

/**
 * A report's view: its range ('start', 'end', the call's keys) and page, kept in the address like
 * every list's. The range is chosen in the report's own form ('Filtrar'), not the filters dialog.
 */
export const LISTA_RELATORIO = {
  esquema: relatorioInputSchema.extend({ q: listaInputSchema.shape.q }),
  filtros: [{ tipo: 'periodo', rotulo: 'Período', de: 'start', ate: 'end' }] satisfies FiltroDeclarado[],
};

/** The range shown: the address's, else the current month on the clinic's clock. */
export function periodoDe(filtros: Record<string, string | number>): Periodo {
  const padrao = periodoPadrao(new Date());
  return {
    inicio: typeof filtros.start === 'string' ? filtros.start : padrao.inicio,
    fim: typeof filtros.end === 'string' ? filtros.end : padrao.fim,
  };
}

/** The report call's input for the view in the address. */
export function entradaRelatorio(e: { page: number; limit: number; start?: string; end?: string }) {
  const p = periodoDe({ ...(e.start ? { start: e.start } : {}), ...(e.end ? { end: e.end } : {}) });
  return { start: p.inicio, end: p.fim, page: e.page, limit: e.limit };
}

/**
 * Two dates typed DD/MM/YYYY (spec 03 §5, as every date field of the app) and 'Filtrar'; a range
 * that ends before it starts is refused here as on the server.
 */
export function PeriodoRelatorio({
  periodo,
  onAplicar,
}: {
  periodo: Periodo;
  onAplicar: (p: Periodo) => void;
}) {
  const [inicio, setInicio] = useState(diaParaBr(periodo.inicio));
  const [fim, setFim] = useState(diaParaBr(periodo.fim));
  const [erro, setErro] = useState<string | null>(null);
  function enviar(e: FormEvent) {
    e.preventDefault();
    const p = { inicio: brParaDia(inicio) ?? '', fim: brParaDia(fim) ?? '' };
    const recusa = recusaDoPeriodo(p);
    if (recusa) return setErro(recusa === 'DATA_INVALIDA' ? M.dataInvalidaBr : M.fimAntesDoInicio);
    setErro(null);
    onAplicar(p);
  }
  return (
    <form onSubmit={enviar} noValidate className="flex flex-wrap items-start gap-3">
      <MaskedInput
        mask="data"
        label="De"
        value={inicio}
        onValueChange={(v) => setInicio(v)}
        containerClassName="w-full sm:w-40"
        invalid={erro !== null}
      />
      <MaskedInput
        mask="data"
        label="Até"
        value={fim}
        onValueChange={(v) => setFim(v)}
        containerClassName="w-full sm:w-40"
        error={erro ?? undefined}
      />
      <Button type="submit" variant="secondary" icon={<FunnelIcon />} className="w-full sm:mt-6 sm:w-auto">
        Filtrar
      </Button>
    </form>
  );
}
