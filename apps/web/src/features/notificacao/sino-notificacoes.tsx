import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useRef } from 'react';
import { type PropsAdiadas, useAoMontar } from '../../lib/controle-adiado';
import { ConteudoSino, classeBotaoSino, rotuloSino } from './desenho-sino';
import { PainelNotificacoes } from './painel-notificacoes';

type Props = { novidadesNaoLidas: boolean; onAbrirNovidades: () => void; total: number } & PropsAdiadas;

/** The bell's Popover (loaded on approach by `Sino`, sino-botao.tsx). */
export function SinoNotificacoes({ novidadesNaoLidas, onAbrirNovidades, total, ...adiado }: Props) {
  const botao = useRef<HTMLButtonElement>(null);
  useAoMontar(botao, adiado);
  return (
    <Popover className="relative">
      <PopoverButton ref={botao} className={classeBotaoSino} aria-label={rotuloSino(total)}>
        <ConteudoSino total={total} />
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
