import { type StatusCobranca, statusDoProvedor } from '@clinica/domain';
import { z } from 'zod';
import type { Stripe } from '../../platform/stripe';

/** What one webhook event means for our subscriptions table (null: nothing to change). */
export type Mudanca =
  | {
      tipo: 'cobranca';
      clienteId: string;
      idConta: number | null;
      idExterno: string;
      status: StatusCobranca;
      priceId: string | null;
      inicio: Date | null;
      fim: Date | null;
    }
  | { tipo: 'pagamento_falhou'; clienteId: string; idExterno: string };

const id = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.id));
const periodo = { current_period_start: z.number().nullish(), current_period_end: z.number().nullish() };

// Tolerant readers: the fields moved between API versions (periods went to the items in 2025).
const assinaturaStripe = z.object({
  id: z.string(),
  customer: id,
  status: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  ...periodo,
  items: z.object({
    data: z.array(z.object({ price: z.object({ id: z.string() }).nullish(), ...periodo })),
  }),
});
const sessaoCheckout = z.object({
  customer: id.nullish(),
  subscription: id.nullish(),
  client_reference_id: z.string().nullish(),
});
const fatura = z.object({
  customer: id,
  subscription: id.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: id }).nullish() }).nullish(),
});

const data = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);
const contaDe = (v: string | null | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

function daSubscription(
  obj: unknown,
  forcarCancelada = false,
  idConta: number | null = null,
): Mudanca | null {
  const s = assinaturaStripe.parse(obj);
  const status = forcarCancelada ? 'canceled' : statusDoProvedor(s.status);
  if (!status) return null;
  const item = s.items.data[0];
  return {
    tipo: 'cobranca',
    clienteId: s.customer,
    idConta: idConta ?? contaDe(s.metadata?.id_conta),
    idExterno: s.id,
    status,
    priceId: item?.price?.id ?? null,
    inicio: data(item?.current_period_start ?? s.current_period_start),
    fim: data(item?.current_period_end ?? s.current_period_end),
  };
}

/**
 * Reads a verified event. A completed checkout fetches its subscription from Stripe (the event
 * carries only the id); the other events carry the object itself.
 */
export async function interpretarEvento(stripe: Stripe, evento: Stripe.Event): Promise<Mudanca | null> {
  const obj: unknown = evento.data.object;
  switch (evento.type) {
    case 'checkout.session.completed': {
      const s = sessaoCheckout.parse(obj);
      if (!s.subscription) return null;
      const sub = await stripe.subscriptions.retrieve(s.subscription);
      return daSubscription(sub, false, contaDe(s.client_reference_id));
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return daSubscription(obj);
    case 'customer.subscription.deleted':
      return daSubscription(obj, true);
    case 'invoice.payment_failed': {
      const f = fatura.parse(obj);
      const idExterno = f.subscription ?? f.parent?.subscription_details?.subscription;
      return idExterno ? { tipo: 'pagamento_falhou', clienteId: f.customer, idExterno } : null;
    }
    default:
      return null;
  }
}
