import { MSG } from '@clinica/contracts';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { BellIcon } from '@heroicons/react/24/outline';
import { PainelNotificacoes } from './painel-notificacoes';
import { useContagemNotificacoes } from './use-notificacoes';

type Props = { novidadesNaoLidas: boolean; onAbrirNovidades: () => void };

/** The count as the bell's name says it ('Notificações: 2 não lidas'). */
export const rotuloSino = (total: number) =>
  total === 0
    ? MSG.notificacoes.titulo
    : `${MSG.notificacoes.titulo}: ${total} ${total === 1 ? 'não lida' : 'não lidas'}`;

/**
 * The navbar's one bell (issue 19): the user's unread notifications plus this version's unread
 * news in its badge; it opens a panel with both.
 */
export function SinoNotificacoes({ novidadesNaoLidas, onAbrirNovidades }: Props) {
  const naoLidas = useContagemNotificacoes();
  const total = naoLidas + (novidadesNaoLidas ? 1 : 0);
  return (
    <Popover className="relative">
      <PopoverButton
        className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 data-open:bg-slate-100"
        aria-label={rotuloSino(total)}
      >
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
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        transition
        className="z-40 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white shadow-lg transition data-closed:scale-95 data-closed:opacity-0 focus:outline-none"
      >
        {({ close }) => (
          <PainelNotificacoes
            novidadesNaoLidas={novidadesNaoLidas}
            onAbrirNovidades={onAbrirNovidades}
            onFechar={close}
          />
        )}
      </PopoverPanel>
    </Popover>
  );
}
