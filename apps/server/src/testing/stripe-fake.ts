import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChamadaStripe = { metodo: string; caminho: string; corpo: URLSearchParams };

export type StripeFake = {
  url: string;
  chamadas: ChamadaStripe[];
  /** Subscriptions GET /v1/subscriptions/{id} answers (the test puts them here). */
  assinaturas: Map<string, object>;
  /** Paths that answer a Stripe error (e.g. '/v1/billing_portal/sessions'). */
  falhar: Set<string>;
  fechar: () => Promise<void>;
};

const novoId = (prefixo: string) => `${prefixo}_${randomBytes(8).toString('hex')}`;

/**
 * A local Stripe-compatible HTTP server with just the endpoints our code calls, so tests drive
 * the real SDK (STRIPE_API_BASE points its host, port and protocol here).
 */
export async function iniciarStripeFake(): Promise<StripeFake> {
  const chamadas: ChamadaStripe[] = [];
  const assinaturas = new Map<string, object>();
  const falhar = new Set<string>();

  const responder = (caminho: string, corpo: URLSearchParams): [number, object] => {
    if (falhar.has(caminho))
      return [400, { error: { type: 'invalid_request_error', message: 'falha simulada' } }];
    if (caminho === '/v1/customers') {
      return [
        200,
        { id: novoId('cus'), object: 'customer', name: corpo.get('name'), email: corpo.get('email') },
      ];
    }
    if (caminho === '/v1/checkout/sessions') {
      const id = novoId('cs_test');
      return [200, { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }];
    }
    if (caminho === '/v1/billing_portal/sessions') {
      const id = novoId('bps');
      return [
        200,
        { id, object: 'billing_portal.session', url: `https://billing.stripe.com/p/session/${id}` },
      ];
    }
    const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(caminho)?.[1];
    const encontrada = sub ? assinaturas.get(sub) : undefined;
    if (encontrada) return [200, encontrada];
    return [404, { error: { type: 'invalid_request_error', message: `No such resource: ${caminho}` } }];
  };

  const servidor = http.createServer((req, res) => {
    let bruto = '';
    req.on('data', (c) => {
      bruto += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const corpo = new URLSearchParams(bruto);
      chamadas.push({ metodo: req.method ?? 'GET', caminho: url.pathname, corpo });
      const [status, json] = responder(url.pathname, corpo);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': novoId('req') });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    chamadas,
    assinaturas,
    falhar,
    fechar: () => new Promise((ok) => servidor.close(() => ok())),
  };
}

/** The environment that turns Stripe billing on against the fake. */
export const envStripe = (fake: StripeFake) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_teste_fake',
  STRIPE_API_BASE: fake.url,
  STRIPE_PRICE_ESSENCIAL: 'price_essencial',
  STRIPE_PRICE_ESSENCIAL_NOVO: 'price_essencial_novo',
  STRIPE_PRICE_PROFISSIONAL: 'price_profissional',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_LIGA: 'price_liga',
});
