import type { Deps } from '../../platform/deps';
import { processarLembretes } from './lembrete.service';

/**
 * Runs processarLembretes every `intervaloMs` until stopped. Each pass claims its rows in the
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
    passo = processarLembretes(deps)
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
