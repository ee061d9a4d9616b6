import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';

/**
 * How many days an unsigned document's or anamnesis' public code stays valid (issue 19). A change
 * applies to every unsigned code at once: validity counts from each code's issue, read at lookup.
 */
export async function lerValidadeLink(deps: Deps, ator: Ator) {
  return deps.db
    .selectFrom('conta')
    .select('validade_link_dias')
    .where('id', '=', ator.idConta)
    .executeTakeFirstOrThrow();
}

export async function definirValidadeLink(deps: Deps, ator: Ator, dias: number) {
  await deps.db
    .updateTable('conta')
    .set({ validade_link_dias: dias })
    .where('id', '=', ator.idConta)
    .execute();
  return { validade_link_dias: dias };
}
