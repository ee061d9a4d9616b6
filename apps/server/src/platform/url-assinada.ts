import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { origemAtual } from './origem-do-pedido';

/**
 * Short-lived signed URLs for files (issue 17, DECISIONS 20): an integrator's `<img src>` or a
 * plain link can't send a bearer header, so every file URL the API hands out carries its own
 * proof — an HMAC over the path, the clinic and an expiry. The signature is scoped to one path
 * (one file of one purpose) and one clinic: changing the id, the purpose or the clinic breaks it.
 *
 * Expiries are rounded up to the next whole window, so the same file listed twice within a window
 * gets the same URL and the browser's cache keeps working (valid for 1 to 2 windows).
 */
export type UrlsAssinadas = {
  /**
   * Absolute URL of `caminho` with `?conta=&exp=&sig=`, at the address the request came to (the
   * app shows these images: they must load from where it was opened), APP_URL outside a request.
   */
  assinar(caminho: string, idConta: number): string;
  /** The clinic the signature was made for, or null when missing, forged or expired. */
  conferir(caminho: string, query: unknown): { idConta: number } | null;
  /**
   * An absolute URL of this app without a signature (links to public pages, portals): always
   * APP_URL, since these leave the app (WhatsApp, e-mail) and must open on the patient's phone.
   */
  absoluta(caminho: string): string;
};

/** One hour: long enough for a list to be shown and scrolled, short enough to leak little. */
export const JANELA_URL_ASSINADA_SEG = 3600;

const base64url = (b: Buffer) => b.toString('base64url');

export function criarUrlsAssinadas(
  segredoJwt: string,
  config: Pick<Config, 'appUrl' | 'port'>,
  agora: () => Date,
  janelaSeg = JANELA_URL_ASSINADA_SEG,
): UrlsAssinadas {
  // A key of its own, derived from the token secret: a signature can never pass for a token.
  const chave = createHmac('sha256', segredoJwt).update('clinica:url-assinada:v1').digest();
  const origem = config.appUrl?.replace(/\/$/, '') ?? `http://localhost:${config.port}`;
  const assinatura = (caminho: string, idConta: number, exp: number) =>
    base64url(createHmac('sha256', chave).update(`${caminho}\n${idConta}\n${exp}`).digest());

  return {
    absoluta: (caminho) => `${origem}${caminho}`,
    assinar(caminho, idConta) {
      const agoraSeg = Math.floor(agora().getTime() / 1000);
      const exp = (Math.floor(agoraSeg / janelaSeg) + 2) * janelaSeg;
      const sep = caminho.includes('?') ? '&' : '?';
      return `${origemAtual() ?? origem}${caminho}${sep}conta=${idConta}&exp=${exp}&sig=${assinatura(caminho, idConta, exp)}`;
    },
    conferir(caminho, query) {
      if (!query || typeof query !== 'object') return null;
      const q = query as Record<string, unknown>;
      const idConta = Number(q.conta);
      const exp = Number(q.exp);
      const sig = q.sig;
      if (typeof sig !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
      if (!Number.isSafeInteger(idConta) || idConta <= 0 || idConta > 2147483647) return null;
      if (!Number.isSafeInteger(exp) || exp * 1000 <= agora().getTime()) return null;
      const esperada = Buffer.from(assinatura(caminho, idConta, exp));
      const recebida = Buffer.from(sig);
      if (esperada.length !== recebida.length || !timingSafeEqual(esperada, recebida)) return null;
      return { idConta };
    },
  };
}
