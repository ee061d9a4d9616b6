import { nomeDoMes } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Skeleton } from '@clinica/ui/skeleton';
import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid';

type Props = {
  mes: string | null;
  noMesCorrente: boolean;
  anterior: () => void;
  proximo: () => void;
  irParaCorrente: () => void;
};

/** '‹ novembro de 2026 ›', and a way back to the current month when looking at another. */
export function SeletorMes({ mes, noMesCorrente, anterior, proximo, irParaCorrente }: Props) {
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      {mes && !noMesCorrente ? (
        <Button variant="ghost" size="sm" onClick={irParaCorrente} className="order-last sm:order-first">
          Mês atual
        </Button>
      ) : null}
      <div className="flex flex-1 items-center justify-between rounded-lg border border-slate-200 bg-white shadow-sm sm:flex-none">
        <Button
          variant="ghost"
          icon={<ChevronLeftIcon />}
          aria-label="Mês anterior"
          onClick={anterior}
          disabled={!mes}
        />
        <p
          aria-live="polite"
          className="min-w-40 px-2 text-center text-sm font-semibold text-slate-800 first-letter:uppercase"
        >
          {mes ? nomeDoMes(mes) : <Skeleton className="mx-auto h-4 w-28" />}
        </p>
        <Button
          variant="ghost"
          icon={<ChevronRightIcon />}
          aria-label="Próximo mês"
          onClick={proximo}
          disabled={!mes}
        />
      </div>
    </div>
  );
}
