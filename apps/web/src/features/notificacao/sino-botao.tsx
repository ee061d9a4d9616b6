import { criarControleAdiado } from '../../lib/controle-adiado';
import { ConteudoSino, classeBotaoSino, rotuloSino } from './desenho-sino';
import { useContagemNotificacoes } from './use-notificacoes';

type Props = { novidadesNaoLidas: boolean; onAbrirNovidades: () => void };

const SinoAdiado = criarControleAdiado<Props & { total: number }>(() =>
  import('./sino-notificacoes').then((m) => m.SinoNotificacoes),
);

/**
 * The navbar's one bell (issue 19): the user's unread notifications plus this version's unread
 * news in its badge; it opens a panel with both. The panel's Popover loads when the bell is
 * approached (lib/controle-adiado.tsx); the badge is there from the first screen.
 */
export function Sino(props: Props) {
  const naoLidas = useContagemNotificacoes();
  const total = naoLidas + (props.novidadesNaoLidas ? 1 : 0);
  return (
    <SinoAdiado
      {...props}
      total={total}
      substituto={(eventos) => (
        <div className="relative">
          <button
            type="button"
            className={classeBotaoSino}
            aria-label={rotuloSino(total)}
            aria-expanded={false}
            {...eventos}
          >
            <ConteudoSino total={total} />
          </button>
        </div>
      )}
    />
  );
}
