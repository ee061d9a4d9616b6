import type { Contadores } from './contadores-limite';
import { segundosAte } from './contadores-limite';
import { DomainError } from './errors';

/**
 * A per-IP budget of calls in a fixed window (counted in Postgres, shared by every instance).
 * Public links (documents, anamnesis) are found by an unguessable code, logos and demo
 * checkouts by id: this makes trying many pointless anyway. Sign-up has its own, harder one.
 */
export type LimitePublico = { consumir(ip: string): Promise<void> };

export type ParametrosPorIp = { pontos: number; janelaSeg: number };

export function criarLimitePorIp(
  contadores: Contadores,
  nome: string,
  p: ParametrosPorIp,
  mensagem: string,
): LimitePublico {
  return {
    async consumir(ip) {
      const c = await contadores.somar(`${nome}:${ip}`, p.janelaSeg);
      if (c.pontos <= p.pontos) return;
      throw new DomainError('MUITAS_TENTATIVAS', mensagem, {
        retryAfterSeconds: segundosAte(c.expiraEm, contadores.agora()),
      });
    },
  };
}
