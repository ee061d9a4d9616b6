import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

const stripe = new Stripe('sk_test_fake');

/** A Stripe subscription object in the current API shape (periods on the item). */
export function assinaturaStripe(o: {
  id: string;
  cliente: string;
  status: string;
  price: string;
  inicio: number;
  fim: number;
  idConta?: number;
}) {
  return {
    id: o.id,
    object: 'subscription',
    customer: o.cliente,
    status: o.status,
    metadata: o.idConta ? { id_conta: String(o.idConta) } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${o.id}`,
          price: { id: o.price },
          current_period_start: o.inicio,
          current_period_end: o.fim,
        },
      ],
    },
  };
}

export function eventoStripe(
  tipo: string,
  objeto: object,
  criado: number,
  id = `evt_${randomBytes(8).toString('hex')}`,
) {
  return { id, object: 'event', type: tipo, created: criado, livemode: false, data: { object: objeto } };
}

/** Posts an event to the webhook, signed like Stripe does (or with another secret). */
export function enviarWebhook(app: FastifyInstance, evento: object, segredo = 'whsec_teste_fake') {
  const payload = JSON.stringify(evento);
  const assinatura = stripe.webhooks.generateTestHeaderString({ payload, secret: segredo });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': assinatura },
  });
}
