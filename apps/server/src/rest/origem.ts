import type { FastifyRequest } from 'fastify';
import type { Origem } from '../platform/deps';

/** The caller's IP (honouring X-Forwarded-For only when TRUST_PROXY is set) and user agent. */
export function origemDaRequisicao(req: FastifyRequest): Origem {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
}
