import { randomBytes } from 'node:crypto';
import { type CheckoutDemo, MSG } from '@clinica/contracts';
import { PLANOS, planoPorPriceId } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { gravarCobranca, mudarStatusCobranca } from './cobranca.repository';
import { buscarCheckoutDemo, concluirCheckoutDemo, inserirCheckoutDemo } from './demo.repository';

/** Demo billing exists only without STRIPE_SECRET_KEY: with a key, every demo call is a 404. */
function exigirModoDemo(deps: Deps, mensagem?: string) {
  if (deps.stripe) throw new DomainError('NAO_ENCONTRADO', mensagem);
}

/** The local checkout page's address (random 128-bit id, DECISIONS.md 9). */
export async function criarCheckoutDemo(deps: Deps, idConta: number, priceId: string) {
  const id = randomBytes(16).toString('base64url');
  await inserirCheckoutDemo(deps.db, { id, id_conta: idConta, price_id: priceId });
  return { url: deps.urls.absoluta(`/demo-checkout/${id}`) };
}

/** The demo checkout page (public, by its id): counted against the public per-IP limit. */
export async function obterCheckoutDemo(deps: Deps, origem: Origem, id: string): Promise<CheckoutDemo> {
  exigirModoDemo(deps, MSG.planos.checkoutDemoInvalido);
  await deps.limitePublico.consumir(origem.ip);
  const c = await buscarCheckoutDemo(deps.db, id);
  const chave = c && planoPorPriceId(deps.config.precos, c.price_id);
  if (!c || !chave) throw new DomainError('NAO_ENCONTRADO', MSG.planos.checkoutDemoInvalido);
  const p = PLANOS[chave];
  return {
    id: c.id,
    plano: p.nome,
    centavos: p.centavos,
    periodo: p.periodo,
    conta: c.conta,
    concluido: c.concluido_em !== null,
  };
}

/** The demo page's confirm button: the subscription is active for one month. Used once. */
export async function confirmarCheckoutDemo(deps: Deps, origem: Origem, id: string) {
  exigirModoDemo(deps, MSG.planos.checkoutDemoInvalido);
  await deps.limitePublico.consumir(origem.ip);
  const agora = deps.agora();
  await deps.db.transaction().execute(async (trx) => {
    const c = await concluirCheckoutDemo(trx, id, agora);
    if (!c) throw new DomainError('NAO_ENCONTRADO', MSG.planos.checkoutDemoInvalido);
    const fim = new Date(agora);
    fim.setMonth(fim.getMonth() + 1);
    await gravarCobranca(
      trx,
      c.id_conta,
      {
        status: 'active',
        priceId: c.price_id,
        inicio: agora,
        fim,
        provedor: 'demo',
        idExterno: `demo_${id}`,
        eventoEm: null,
      },
      agora,
    );
  });
  return { message: 'Assinatura ativada (modo demonstração).', url: deps.urls.absoluta('/home') };
}

/** The demo portal's cancel button. */
export async function cancelarCobrancaDemo(deps: Deps, ator: Ator) {
  exigirModoDemo(deps);
  await mudarStatusCobranca(deps.db, ator.idConta, 'canceled', null, deps.agora());
  return { message: MSG.cobranca.canceladaPlanos };
}
