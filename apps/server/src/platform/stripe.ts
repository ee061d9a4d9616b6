import Stripe from 'stripe';
import type { ConfigCobranca } from '../config';

/**
 * The official Stripe SDK, or null in demo billing. STRIPE_API_BASE (tests only) points the
 * SDK's host, port and protocol at a local Stripe-compatible fake.
 */
export function criarStripe(c: ConfigCobranca): Stripe | null {
  if (c.modo !== 'stripe') return null;
  const base = c.apiBase ? new URL(c.apiBase) : null;
  return new Stripe(c.secretKey, {
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
