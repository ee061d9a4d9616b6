import { createHmac, timingSafeEqual } from 'node:crypto';
import { campoDe } from '@clinica/domain';
import type { Config } from '../config';
import { origemAtual, sessaoAtual } from './origem-do-pedido';

/**
 * Short-lived signed URLs for files (issue 17, DECISIONS 20): an integrator's `<img src>` or a
 * plain link can't send a bearer header, so every file URL the API hands out carries its own
 * proof — an HMAC over the path, the clinic and an expiry. The signature is scoped to one path
 * (one file of one purpose) and one clinic: changing the id, the purpose or the clinic breaks it.
 *
 * Expiries are rounded up to the next whole window, so the same file listed twice within a window
 * gets the same URL and the browser's cache keeps working (valid for 1 to 2 windows).
 *
 * Issue 38: a URL handed out inside a session names it (`s=`, the session row's random id, which
 * grants nothing by itself: the token is the credential) and stops working when that session
 * ends (rest/arquivo.ts checks the row); one made for an archived file says so (`arq=1`) and one
 * made for a file in use doesn't, so archiving a file (or restoring it) retires its old URLs.
 */
export type UrlsAssinadas = {
  /**
   * Absolute URL of `caminho` with `?conta=&exp=&sig=`, at the address the request came to (the
   * app shows these images: they must load from where it was opened), APP_URL outside a request.
   */
  assinar(caminho: string, idConta: number, estado?: { arquivado?: boolean }): string;
  /**
   * What the signature was made for — the clinic, the session it was handed out in (null outside
   * one) and whether the file was archived then — or null when missing, forged or expired.
   */
  conferir(caminho: string, query: unknown): AssinaturaConferida | null;
  /**
   * An absolute URL of this app without a signature (links to public pages, portals): always
   * APP_URL, since these leave the app (WhatsApp, e-mail) and must open on the patient's phone.
   */
  absoluta(caminho: string): string;
};

type AssinaturaConferida = { idConta: number; sessao: string | null; arquivado: boolean };

/** A session row's id as login.service.ts makes it: 128 random bits in base64url. */
const SESSAO_VALIDA = /^[A-Za-z0-9_-]{22}$/;

/** One hour: long enough for a list to be shown and scrolled, short enough to leak little. */
const JANELA_URL_ASSINADA_SEG = 3600;

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
  const assinatura = (caminho: string, idConta: number, exp: number, sessao: string | null, arq: boolean) =>
    base64url(
      createHmac('sha256', chave)
        .update(`${caminho}\n${idConta}\n${exp}\n${sessao ?? ''}\n${arq ? 'arq' : ''}`)
        .digest(),
    );

  return {
    absoluta: (caminho) => `${origem}${caminho}`,
    assinar(caminho, idConta, estado = {}) {
      const agoraSeg = Math.floor(agora().getTime() / 1000);
      const exp = (Math.floor(agoraSeg / janelaSeg) + 2) * janelaSeg;
      const sessao = sessaoAtual();
      const arq = estado.arquivado === true;
      const sep = caminho.includes('?') ? '&' : '?';
      const extras = `${sessao ? `&s=${sessao}` : ''}${arq ? '&arq=1' : ''}`;
      const sig = assinatura(caminho, idConta, exp, sessao, arq);
      return `${origemAtual() ?? origem}${caminho}${sep}conta=${idConta}&exp=${exp}${extras}&sig=${sig}`;
    },
    conferir(caminho, query) {
      const q = (nome: string) => campoDe(query, nome);
      const idConta = Number(q('conta'));
      const exp = Number(q('exp'));
      const sig = q('sig');
      if (typeof sig !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
      if (!Number.isSafeInteger(idConta) || idConta <= 0 || idConta > 2147483647) return null;
      if (!Number.isSafeInteger(exp) || exp * 1000 <= agora().getTime()) return null;
      const sessao = q('s') ?? null;
      if (sessao !== null && (typeof sessao !== 'string' || !SESSAO_VALIDA.test(sessao))) return null;
      const arq = q('arq');
      if (arq !== undefined && arq !== '1') return null;
      const arquivado = arq === '1';
      const esperada = Buffer.from(assinatura(caminho, idConta, exp, sessao, arquivado));
      const recebida = Buffer.from(sig);
      if (esperada.length !== recebida.length || !timingSafeEqual(esperada, recebida)) return null;
      return { idConta, sessao, arquivado };
    },
  };
}
