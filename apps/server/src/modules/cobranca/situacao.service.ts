import type { SituacaoCobranca } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { contaApi, obterContaApi } from '../conta/conta.service';
import { buscarSituacaoCobranca } from './cobranca.repository';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** GET /assinatura: the provider-shaped subscription (null when none) and the account. */
export async function obterSituacaoCobranca(deps: Deps, ator: Ator): Promise<SituacaoCobranca> {
  // The session query of this request already read both rows (every page load asks for this):
  // no further query. Without a request's session, the rows are read here.
  const lido = ator.registroConta;
  const [a, conta] = lido
    ? [lido.cobranca, contaApi(deps, lido.conta)]
    : await Promise.all([buscarSituacaoCobranca(deps.db, ator.idConta), obterContaApi(deps, ator.idConta)]);
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
