import type { StatusCobranca } from './gate';

export type AssinaturaGuardada = {
  idExterno: string | null;
  status: StatusCobranca;
  /** When the provider created the event behind the stored state (null: set locally). */
  eventoEm: Date | null;
};

export type EventoAssinatura = { idExterno: string; status: StatusCobranca; eventoEm: Date };

/**
 * Webhooks arrive late, twice or out of order. An event changes the stored subscription only if:
 * - nothing is stored yet; or
 * - it is about the stored subscription, which is not canceled (a canceled subscription never
 *   comes back: buying again makes a new one), and it is not older than the stored state; or
 * - it is about another subscription that is not canceled (the end of an old subscription never
 *   cancels the current one) and the stored one is canceled or older.
 */
export function eventoAtualizaCobranca(atual: AssinaturaGuardada | null, evento: EventoAssinatura): boolean {
  if (!atual) return true;
  const naoMaisVelho = !atual.eventoEm || evento.eventoEm.getTime() >= atual.eventoEm.getTime();
  if (atual.idExterno === evento.idExterno) return atual.status !== 'canceled' && naoMaisVelho;
  if (evento.status === 'canceled') return false;
  return atual.status === 'canceled' || naoMaisVelho;
}

/** Stripe's subscription statuses in ours; null for a subscription not started yet (incomplete). */
export function statusDoProvedor(status: string): StatusCobranca | null {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
      return status;
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete_expired':
      return 'canceled';
    default:
      return null;
  }
}
