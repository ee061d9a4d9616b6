import { type AssinarInput, assinarInputSchema, MSG } from '@clinica/contracts';
import { planoPorPriceId, temPlanoAtual } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import type { Stripe } from '../../platform/stripe';
import {
  buscarContaCobranca,
  buscarSituacaoCobranca,
  guardarCheckout,
  vincularCliente,
} from './cobranca.repository';
import { criarCheckoutDemo } from './demo.service';
import { urlAbsoluta } from './urls';

const indisponivel = (mensagem: string) => new DomainError('SERVICO_INDISPONIVEL', mensagem);

/**
 * POST /assinar: a hosted checkout for one plan of the catalogue (Stripe), or the local demo
 * checkout page. A clinic with a current plan changes it in the portal instead (no double billing).
 */
export async function assinar(deps: Deps, ator: Ator, entrada: AssinarInput): Promise<{ url: string }> {
  const input = assinarInputSchema.parse(entrada);
  if (!planoPorPriceId(deps.config.precos, input.codigo)) {
    throw new DomainError('ENTRADA_INVALIDA', MSG.planos.planoInvalido);
  }
  const atual = await buscarSituacaoCobranca(deps.db, ator.idConta);
  if (atual && temPlanoAtual(atual.status)) throw new DomainError('CONFLITO', MSG.planos.jaAssinante);
  if (!deps.stripe) return criarCheckoutDemo(deps, ator.idConta, input.codigo);
  return checkoutStripe(deps, deps.stripe, ator, input.codigo);
}

async function checkoutStripe(deps: Deps, stripe: Stripe, ator: Ator, priceId: string) {
  const idConta = String(ator.idConta);
  try {
    const cliente = await garantirCliente(deps, stripe, ator);
    const sessao = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: cliente,
      client_reference_id: idConta,
      line_items: [{ price: priceId, quantity: 1 }],
      metadata: { id_conta: idConta },
      subscription_data: { metadata: { id_conta: idConta } },
      locale: 'pt-BR',
      success_url: urlAbsoluta(deps.config, '/home?assinatura=sucesso'),
      cancel_url: urlAbsoluta(deps.config, '/planos'),
    });
    if (!sessao.url) throw new Error('sessão de checkout sem url');
    await guardarCheckout(deps.db, ator.idConta, sessao.id);
    return { url: sessao.url };
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw indisponivel(MSG.planos.erroAssinar);
  }
}

/** The clinic's Stripe customer: created once (idempotently) and kept on the account. */
async function garantirCliente(deps: Deps, stripe: Stripe, ator: Ator): Promise<string> {
  const conta = await buscarContaCobranca(deps.db, ator.idConta);
  if (conta.codigo_cliente) return conta.codigo_cliente;
  const cliente = await stripe.customers.create(
    { name: conta.nome, email: ator.email, metadata: { id_conta: String(conta.id) } },
    { idempotencyKey: `conta-${conta.id}-cliente` },
  );
  await vincularCliente(deps.db, conta.id, cliente.id);
  return (await buscarContaCobranca(deps.db, conta.id)).codigo_cliente ?? cliente.id;
}

/**
 * GET /portal: the provider's customer portal (or the local demo portal). 404 when the clinic
 * never subscribed; 503 when the provider did not answer (the client retries after 5 s).
 */
export async function abrirPortal(deps: Deps, ator: Ator): Promise<{ url: string }> {
  if (!deps.stripe) {
    const atual = await buscarSituacaoCobranca(deps.db, ator.idConta);
    if (!atual) throw new DomainError('NAO_ENCONTRADO', MSG.planos.portalIndisponivel);
    return { url: deps.urls.absoluta('/demo-portal') };
  }
  const conta = await buscarContaCobranca(deps.db, ator.idConta);
  if (!conta.codigo_cliente) throw new DomainError('NAO_ENCONTRADO', MSG.planos.portalIndisponivel);
  try {
    const sessao = await deps.stripe.billingPortal.sessions.create({
      customer: conta.codigo_cliente,
      return_url: urlAbsoluta(deps.config, '/planos'),
    });
    return { url: sessao.url };
  } catch {
    throw indisponivel(MSG.planos.portalFalhou);
  }
}
