import { MSG } from '@clinica/contracts';
import { eventoAtualizaCobranca } from '@clinica/domain';
import type { Db } from '../../db/kysely';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import type { Stripe } from '../../platform/stripe';
import {
  assinaturaParaAtualizar,
  contaDoCliente,
  gravarCobranca,
  mudarStatusCobranca,
  registrarEventoPagamento,
  vincularCliente,
} from './cobranca.repository';
import { interpretarEvento, type Mudanca } from './eventos-stripe';

/**
 * POST /stripe/webhook: the signature is checked on the raw body (400 and nothing changed when
 * it fails); each event id is stored once, in the same transaction as the change it makes.
 */
export async function receberWebhookStripe(deps: Deps, corpo: Buffer, assinatura: string | undefined) {
  const stripe = deps.stripe;
  const cobranca = deps.config.cobranca;
  if (!stripe || cobranca.modo !== 'stripe') throw naoEncontrado();
  let evento: Stripe.Event;
  try {
    evento = stripe.webhooks.constructEvent(corpo, assinatura ?? '', cobranca.webhookSecret);
  } catch {
    throw new DomainError('ENTRADA_INVALIDA', MSG.planos.webhookAssinaturaInvalida);
  }
  const mudanca = await interpretarEvento(stripe, evento);
  const criado = new Date(evento.created * 1000);
  await deps.db.transaction().execute(async (trx) => {
    const novo = await registrarEventoPagamento(trx, { id: evento.id, tipo: evento.type, criado });
    if (novo && mudanca) await aplicarMudanca(trx, mudanca, criado, deps.agora());
  });
  return { received: true };
}

async function aplicarMudanca(db: Db, m: Mudanca, eventoEm: Date, agora: Date) {
  const idConta = (m.tipo === 'cobranca' ? m.idConta : null) ?? (await contaDoCliente(db, m.clienteId));
  if (!idConta) return; // a customer of another system on the same Stripe account
  await vincularCliente(db, idConta, m.clienteId);
  const a = await assinaturaParaAtualizar(db, idConta);
  const atual = a ? { idExterno: a.id_externo, status: a.status, eventoEm: a.evento_em } : null;
  const status = m.tipo === 'cobranca' ? m.status : 'past_due';
  if (!eventoAtualizaCobranca(atual, { idExterno: m.idExterno, status, eventoEm })) return;
  if (m.tipo === 'pagamento_falhou') {
    if (atual) await mudarStatusCobranca(db, idConta, 'past_due', eventoEm, agora);
    return;
  }
  await gravarCobranca(db, idConta, { ...m, provedor: 'stripe', eventoEm }, agora);
}
