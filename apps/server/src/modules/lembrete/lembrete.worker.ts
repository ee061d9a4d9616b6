import type { Deps } from '../../platform/deps';
import { avisarPacotesAVencer } from '../pacote/pacote.service';
import { planejarAniversarios } from './aniversario.service';
import { processarMensagens } from './saida.service';

/**
 * Runs planejarAniversarios and processarMensagens (then the packages' expiry notices) every `intervaloMs` until stopped. Each pass claims its rows in the
 * database, so any number of instances may run this loop (DECISIONS.md 22, 24).
 */
export function iniciarWorkerLembretes(
  deps: Deps,
  intervaloMs: number,
  aoFalhar: (e: unknown) => void,
): { parar: () => Promise<void> } {
  let parado = false;
  let timer: NodeJS.Timeout | null = null;
  let passo: Promise<unknown> = Promise.resolve();
  const rodar = () => {
    if (parado) return;
    // The packages about to expire ride on the same loop (issue 36): a claim per row, like the reminders.
    passo = planejarAniversarios(deps)
      .catch(aoFalhar)
      .then(() => processarMensagens(deps))
      .catch(aoFalhar)
      .then(() => avisarPacotesAVencer(deps))
      .catch(aoFalhar)
      .finally(() => {
        if (!parado) timer = setTimeout(rodar, intervaloMs);
      });
  };
  timer = setTimeout(rodar, Math.min(intervaloMs, 2_000));
  return {
    parar: async () => {
      parado = true;
      if (timer) clearTimeout(timer);
      await passo;
    },
  };
}
