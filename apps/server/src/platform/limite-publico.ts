import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from './errors';

/**
 * Public links (documents, anamnesis) are found by an unguessable code; this limit makes
 * trying codes pointless anyway: 60 lookups per minute per IP, then 429.
 */
export type LimitePublico = { consumir(ip: string): Promise<void> };

export function criarLimitePublico(pontos = 60, janelaSeg = 60): LimitePublico {
  const limite = new RateLimiterMemory({ points: pontos, duration: janelaSeg, keyPrefix: 'pub' });
  return {
    async consumir(ip) {
      try {
        await limite.consume(ip);
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        throw new DomainError(
          'MUITAS_TENTATIVAS',
          'Muitas consultas seguidas. Aguarde um minuto e tente novamente.',
          {
            retryAfterSeconds: Math.ceil(e.msBeforeNext / 1000),
          },
        );
      }
    },
  };
}
