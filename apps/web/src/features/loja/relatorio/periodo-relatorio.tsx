import { MSG } from '@clinica/contracts';
import { type Periodo, periodoPadrao, recusaDoPeriodo } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { MaskedInput } from '@clinica/ui/masked-input';
import { FunnelIcon } from '@heroicons/react/24/outline';
import { type FormEvent, useState } from 'react';
import { brParaDia, diaParaBr } from '../../../lib/datas-br';

const M = MSG.relatorios;

export const POR_PAGINA_RELATORIO = 15;

/**
 * The report's range: the current month on the clinic's clock until the user applies another.
 * `entrada` is the report call's range and page; `layout`, RelatorioLayout's period and pages.
 */
export function usePeriodo() {
  const [periodo, setPeriodo] = useState<Periodo>(() => periodoPadrao(new Date()));
  const [page, setPage] = useState(1);
  const aplicar = (p: Periodo) => {
    setPeriodo(p);
    setPage(1);
  };
  return {
    entrada: { start: periodo.inicio, end: periodo.fim, page, limit: POR_PAGINA_RELATORIO },
    layout: { periodo, onPeriodo: aplicar, page, onPage: setPage },
  };
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
