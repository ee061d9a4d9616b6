import { MSG } from '@clinica/contracts';
import { BellIcon } from '@heroicons/react/24/outline';

/*
 * The bell's drawing, shared by the stand-in button (sino-botao.tsx, on the first screen) and the
 * real Popover button (sino-notificacoes.tsx, loaded when approached): its own file, so the two
 * don't import each other.
 */

/** The count as the bell's name says it ('Notificações: 2 não lidas'). */
export const rotuloSino = (total: number) =>
  total === 0
    ? MSG.notificacoes.titulo
    : `${MSG.notificacoes.titulo}: ${total} ${total === 1 ? 'não lida' : 'não lidas'}`;

export const classeBotaoSino =
  'relative inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 data-open:bg-slate-100';

/** The bell and its badge: the same drawing for the stand-in and the real Popover button. */
export function ConteudoSino({ total }: { total: number }) {
  return (
    <>
      <BellIcon className="size-6" aria-hidden="true" />
      {total > 0 ? (
        <span
          className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-rose-600 px-1 text-[0.6875rem] font-semibold text-white ring-2 ring-white tabular-nums"
          aria-hidden="true"
          data-testid="badge-sino"
        >
          {total > 99 ? '99+' : total}
        </span>
      ) : null}
    </>
  );
}
