import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';

/**
 * The clinic's reminder hour. It applies to appointments booked or moved from now on; reminders
 * already waiting keep their moment (docs/decisions.md: a settings change doesn't rewrite the
 * queue of a large clinic in one request).
 */
export async function definirLembreteHora(deps: Deps, ator: Ator, hora: string) {
  await deps.db.updateTable('conta').set({ lembrete_hora: hora }).where('id', '=', ator.idConta).execute();
  return { lembrete_hora: hora };
}
