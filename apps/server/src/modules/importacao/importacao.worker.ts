import type { Deps } from '../../platform/deps';
import { processarImportacoes } from './execucao';

/**
 * Runs the confirmed imports in the background every `intervaloMs` (issue 39). Each pass claims
 * an import with a lease in the database, so any number of instances may run this loop, and an
 * import whose worker died (a crash, a restart) is resumed from its cursor once the lease ends.
 */
export function iniciarWorkerImportacoes(
  deps: Deps,
  intervaloMs: number,
  aoFalhar: (e: unknown) => void,
): { parar: () => Promise<void> } {
  let parado = false;
  let timer: NodeJS.Timeout | null = null;
  let passo: Promise<unknown> = Promise.resolve();
  const rodar = () => {
    if (parado) return;
    passo = processarImportacoes(deps)
      .catch(aoFalhar)
      .finally(() => {
        if (!parado) timer = setTimeout(rodar, intervaloMs);
      });
  };
  timer = setTimeout(rodar, intervaloMs);
  return {
    parar: async () => {
      parado = true;
      if (timer) clearTimeout(timer);
      await passo;
    },
  };
}
