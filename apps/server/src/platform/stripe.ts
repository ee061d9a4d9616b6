import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { ConfigCobranca } from '../config';

// Loaded only with a secret key: the SDK takes 150 ms to load, paid by every start in demo
// billing otherwise (issue 20's start budget).
const carregar = createRequire(import.meta.url);

/**
 * The official Stripe SDK, or null in demo billing. STRIPE_API_BASE (tests only) points the
 * SDK's host, port and protocol at a local Stripe-compatible fake.
 */
export function criarStripe(c: ConfigCobranca): Stripe | null {
  if (c.modo !== 'stripe') return null;
  const base = c.apiBase ? new URL(c.apiBase) : null;
  // require() answers `any`: the type is the SDK's own declaration.
  const SdkStripe: typeof Stripe = carregar('stripe');
  return new SdkStripe(c.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
  });
}

export type { Stripe };
