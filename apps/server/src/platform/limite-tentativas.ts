import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from './errors';

/**
 * Counts failed log-ins per IP+e-mail and per IP. In memory: one app server holds its own
 * counters (docs/deploy.md tells how to share them in Redis when running several).
 */
export type LimiteTentativas = {
  verificar(ip: string, email: string): Promise<void>;
  registrarFalha(ip: string, email: string): Promise<void>;
  limpar(ip: string, email: string): Promise<void>;
};

export function criarLimiteLogin(mensagem: string, opts = { porEmail: 5, porIp: 50, janelaSeg: 15 * 60 }) {
  const porEmail = new RateLimiterMemory({
    points: opts.porEmail,
    duration: opts.janelaSeg,
    keyPrefix: 'le',
  });
  const porIp = new RateLimiterMemory({ points: opts.porIp, duration: opts.janelaSeg, keyPrefix: 'li' });
  const chave = (ip: string, email: string) => `${ip}|${email.toLowerCase()}`;

  const bloqueio = async (ip: string, email: string) => {
    const [e, i] = await Promise.all([porEmail.get(chave(ip, email)), porIp.get(ip)]);
    const excedido = [
      [e, opts.porEmail],
      [i, opts.porIp],
    ].find(([r, max]) => r instanceof RateLimiterRes && r.consumedPoints >= (max as number));
    return excedido ? Math.ceil((excedido[0] as RateLimiterRes).msBeforeNext / 1000) : null;
  };

  const limite: LimiteTentativas = {
    async verificar(ip, email) {
      const espera = await bloqueio(ip, email);
      if (espera !== null)
        throw new DomainError('MUITAS_TENTATIVAS', mensagem, { retryAfterSeconds: espera });
    },
    async registrarFalha(ip, email) {
      await Promise.all([porEmail.penalty(chave(ip, email), 1), porIp.penalty(ip, 1)]);
    },
    async limpar(ip, email) {
      await porEmail.delete(chave(ip, email));
    },
  };
  return limite;
}
