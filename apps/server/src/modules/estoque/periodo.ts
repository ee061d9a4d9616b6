import { horaLocalDe, instanteDeHoraLocal, somarDias } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';

/** The clinic's calendar day now ('YYYY-MM-DD'). */
export const hojeDa = (deps: Deps, ator: Ator) => horaLocalDe(deps.agora(), ator.conta.fuso).data;

/**
 * A period of calendar days of the clinic ('de' and 'ate' included) as instants [de, ate) for a
 * timestamptz column: 'until 23/11' covers all of the 23rd in the clinic's zone, whatever the
 * server's zone.
 */
export function instantesDoPeriodo(
  ator: Ator,
  p: { de?: string | undefined; ate?: string | undefined },
  invalido: string,
): { de?: Date | undefined; ate?: Date | undefined } {
  if (p.de && p.ate && p.de > p.ate) throw new DomainError('ENTRADA_INVALIDA', invalido);
  const inicio = (dia: string) => instanteDeHoraLocal(dia, '00:00', ator.conta.fuso) ?? undefined;
  return {
    de: p.de ? inicio(p.de) : undefined,
    ate: p.ate ? inicio(somarDias(p.ate, 1)) : undefined,
  };
}
