import type { SituacaoCobranca } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { obterContaApi } from '../conta/conta.service';
import { buscarSituacaoCobranca } from './cobranca.repository';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** GET /assinatura: the provider-shaped subscription (null when none) and the account. */
export async function obterSituacaoCobranca(deps: Deps, ator: Ator): Promise<SituacaoCobranca> {
  const [a, conta] = await Promise.all([
    buscarSituacaoCobranca(deps.db, ator.idConta),
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
