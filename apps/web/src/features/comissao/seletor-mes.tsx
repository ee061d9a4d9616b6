import { nomeDoMes, somarMeses } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid';

type Props = {
  mes: string;
  onChange: (mes: string) => void;
  /** The current month: 'Próximo mês' stops there (commissions come from past payments). */
  atual: string;
  /** Months after the current one can be chosen (returns are due ahead). */
  futuro?: boolean;
};

const seta =
  'inline-flex size-11 items-center justify-center text-slate-500 md:size-10 transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 disabled:pointer-events-none disabled:opacity-40';

/** '‹ Novembro de 2026 ›', and a way back to the current month when looking at another. */
export function SeletorMes({ mes, onChange, atual, futuro = false }: Props) {
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <div className="inline-flex flex-1 items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm sm:flex-none">
        <button
          type="button"
          aria-label="Mês anterior"
          className={`${seta} border-r border-slate-200`}
          onClick={() => onChange(somarMeses(mes, -1))}
        >
          <ChevronLeftIcon className="size-5" aria-hidden="true" />
        </button>
        <p
          className="flex flex-1 items-center justify-center px-4 text-sm font-semibold text-slate-900 sm:min-w-44"
          aria-live="polite"
          data-testid="mes-comissoes"
        >
          {/* A flex item, so ::first-letter applies: 'Novembro de 2026' at the head of the page. */}
          <span className="first-letter:uppercase">{nomeDoMes(mes)}</span>
        </p>
        <button
          type="button"
          aria-label="Próximo mês"
          className={`${seta} border-l border-slate-200`}
          disabled={!futuro && mes >= atual}
          onClick={() => onChange(somarMeses(mes, 1))}
        >
          <ChevronRightIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
      {mes !== atual ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(atual)}>
          Mês atual
        </Button>
      ) : null}
    </div>
  );
}
