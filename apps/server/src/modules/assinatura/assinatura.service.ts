import type { AssinaturaOutput, CodigoErro } from '@clinica/contracts';
import { avaliarAssinatura, type ModoGate } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { obterContaApi } from '../conta/conta.service';
import { buscarAssinaturaDaConta } from './assinatura.repository';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** GET /assinatura: the provider-shaped subscription (null when none) and the account. */
export async function obterAssinatura(deps: Deps, ator: Ator): Promise<AssinaturaOutput> {
  const [a, conta] = await Promise.all([
    buscarAssinaturaDaConta(deps.db, ator.idConta),
    obterContaApi(deps, ator.idConta),
  ]);
  return {
    subscription: a
      ? {
          status: a.status,
          current_period_start: unix(a.current_period_start),
          current_period_end: unix(a.current_period_end),
          items: { data: [{ price: { id: a.price_id } }] },
        }
      : null,
    conta,
  };
}

/**
 * Refuses clinic data to a clinic whose subscription does not let the screen load
 * (402 with a code the client maps to the spec's behaviour). The rule itself is the domain's.
 */
export async function exigirAssinatura(deps: Deps, idConta: number, modo: ModoGate): Promise<void> {
  const a = await buscarAssinaturaDaConta(deps.db, idConta);
  const decisao = avaliarAssinatura(a ? { status: a.status } : null, modo);
  if (decisao.acao === 'permitir' || decisao.acao === 'avisar') return;
  const codigo: CodigoErro = !a
    ? 'ASSINATURA_AUSENTE'
    : a.status === 'canceled'
      ? 'ASSINATURA_CANCELADA'
      : 'ASSINATURA_PENDENTE';
  throw new DomainError(codigo);
}
