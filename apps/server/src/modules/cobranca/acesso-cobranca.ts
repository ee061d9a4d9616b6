import { MSG } from '@clinica/contracts';
import { temPermissao } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import { DomainError } from '../../platform/errors';

/** Buying and managing the subscription is the clinic administrator's (spec 01 §6). */
export function exigirAdm(ator: Ator) {
  if (!temPermissao(ator, 'ADM')) throw new DomainError('SEM_PERMISSAO', MSG.planos.somenteAdm);
}
