import { type Contadores, type Recuo, segundosAte } from './contadores-limite';
import { DomainError } from './errors';

/**
 * Log-in limits, counted in Postgres so they hold across instances (DECISIONS 24):
 * - per IP+e-mail: the person at the keyboard; a few failures, then wait out the window;
 * - per IP: failures over every e-mail, generous because one office shares one address (one
 *   person hammering one account stops at the IP+e-mail limit and barely counts here);
 * - per account, from any IP: every attempt counts until a success, and past `livres` each
 *   next attempt waits twice as long (up to a ceiling), so spreading guesses over many IPs
 *   buys nothing. Checked and counted in one statement, before the password is compared.
 */
export type LimiteTentativas = {
  /**
   * `dispositivoConhecido`: a browser that logged in to this account before (a signed cookie)
   * skips the account's backoff, so guesses from elsewhere never lock the owner out; its own
   * failures still count per IP+e-mail and per IP.
   */
  verificar(ip: string, email: string, opcoes?: { dispositivoConhecido?: boolean }): Promise<void>;
  registrarFalha(ip: string, email: string): Promise<void>;
  limpar(ip: string, email: string): Promise<void>;
};

export type ParametrosLogin = {
  porIpEmail: number;
  porIp: number;
  janelaSeg: number;
  /** The account's backoff; its attempts are forgotten `janelaSeg` after the last one. */
  conta: Recuo & { janelaSeg: number };
};

const chaves = (ip: string, email: string) => {
  const e = email.trim().toLowerCase();
  return { ipEmail: `login:ip-email:${ip}|${e}`, ip: `login:ip:${ip}`, conta: `login:conta:${e}` };
};

export function criarLimiteLogin(
  contadores: Contadores,
  p: ParametrosLogin,
  mensagem: string,
): LimiteTentativas {
  const recusar = (ate: Date): never => {
    throw new DomainError('MUITAS_TENTATIVAS', mensagem, {
      retryAfterSeconds: segundosAte(ate, contadores.agora()),
    });
  };

  return {
    async verificar(ip, email, opcoes) {
      const k = chaves(ip, email);
      const lidos = await contadores.ler([k.ipEmail, k.ip]);
      const ipEmail = lidos.get(k.ipEmail);
      if (ipEmail && ipEmail.pontos >= p.porIpEmail) recusar(ipEmail.expiraEm);
      const doIp = lidos.get(k.ip);
      if (doIp && doIp.pontos >= p.porIp) recusar(doIp.expiraEm);
      if (opcoes?.dispositivoConhecido) return;
      if (await contadores.reservar(k.conta, p.conta.janelaSeg, p.conta)) return;
      const conta = (await contadores.ler([k.conta])).get(k.conta);
      recusar(conta?.liberadoEm ?? contadores.agora());
    },
    async registrarFalha(ip, email) {
      const k = chaves(ip, email);
      await contadores.somar(k.ipEmail, p.janelaSeg);
      await contadores.somar(k.ip, p.janelaSeg);
    },
    async limpar(ip, email) {
      const k = chaves(ip, email);
      await contadores.apagar([k.ipEmail, k.conta]);
    },
  };
}
