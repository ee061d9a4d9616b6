import { createHmac, timingSafeEqual, webcrypto } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { z } from 'zod';

/** `sid` names the session row (table sessao) the token belongs to: revoking it ends the token. */
type TokenClaims = { idUsuario: number; idConta: number; sid: string };

/** Signs and checks the bearer tokens (HS256 JWT with an expiry and a session id). */
export type Tokens = {
  assinar(claims: TokenClaims): Promise<{ token: string; expiraEm: Date }>;
  verificar(token: string): Promise<TokenClaims | null>;
  /**
   * The CSRF token of a web session: an HMAC of its session id, so it needs no storage, can't be
   * made without the secret, and a cookie planted by a neighbouring site can't carry a matching one.
   */
  csrf(sid: string): string;
  /**
   * The mark of a browser that has logged in to an account before (issue 38): the log-in's
   * per-account backoff, meant for guesses spread over many addresses, doesn't lock the owner's
   * own browser out. An HMAC of the e-mail and the moment, so the cookie says nothing by itself
   * and can't be made for another account or another secret; good for DISPOSITIVO_DIAS.
   */
  dispositivo: {
    emitir(email: string, agora: Date): string;
    reconhece(marca: string | undefined, email: string, agora: Date): boolean;
  };
};

/** How long a browser stays known after its last successful log-in. */
export const DISPOSITIVO_DIAS = 180;

const ISSUER = 'clinica';

export function criarTokens(segredo: string, expiraEm: string): Tokens {
  // Signing (once per login) goes through jose with a CryptoKey imported once; checking (every
  // request) is verificarHs256 below, on node:crypto.
  const chave = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(segredo),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const segredoBytes = Buffer.from(segredo, 'utf8');
  const chaveCsrf = createHmac('sha256', segredo).update('clinica:csrf:v1').digest();
  const chaveDispositivo = createHmac('sha256', segredo).update('clinica:dispositivo:v1').digest();
  const macDispositivo = (email: string, emSeg: number) =>
    createHmac('sha256', chaveDispositivo)
      .update(`${email.trim().toLowerCase()}|${emSeg}`)
      .digest('base64url');
  return {
    csrf: (sid) => createHmac('sha256', chaveCsrf).update(sid).digest('base64url'),
    dispositivo: {
      emitir(email, agora) {
        const emSeg = Math.floor(agora.getTime() / 1000);
        return `${emSeg}.${macDispositivo(email, emSeg)}`;
      },
      reconhece(marca, email, agora) {
        const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(marca ?? '');
        if (!m) return false;
        const emSeg = Number(m[1]);
        const idade = agora.getTime() / 1000 - emSeg;
        if (idade < -300 || idade > DISPOSITIVO_DIAS * 86_400) return false;
        const a = Buffer.from(m[2]!);
        const b = Buffer.from(macDispositivo(email, emSeg));
        return a.length === b.length && timingSafeEqual(a, b);
      },
    },
    async assinar({ idUsuario, idConta, sid }) {
      const token = await new SignJWT({ conta: idConta, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(idUsuario))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiraEm)
        .sign(await chave);
      return { token, expiraEm: new Date(decodeJwt(token).exp! * 1000) };
    },
    async verificar(token) {
      const payload = verificarHs256(token, segredoBytes, Math.floor(Date.now() / 1000));
      if (!payload) return null;
      const idUsuario = Number(payload.sub);
      const idConta = Number(payload.conta);
      const sid = payload.sid;
      if (!Number.isInteger(idUsuario) || !Number.isInteger(idConta)) return null;
      if (typeof sid !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(sid)) return null;
      return { idUsuario, idConta, sid };
    },
  };
}

const PARTE_B64URL = /^[A-Za-z0-9_-]+$/;

function lerJson(parte: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(parte, 'base64url').toString('utf8'));
    const objeto = z.record(z.string(), z.unknown()).safeParse(v);
    return objeto.success ? objeto.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a compact HS256 JWT on every request with node:crypto's synchronous HMAC. jose's
 * jwtVerify runs it as a WebCrypto job (a promise and a thread-pool hop): 10% of the smallest
 * call's CPU in issue 20's profile. Refused: any other `alg` (none, HS512, RS256…), a `crit`
 * header, a signature that isn't the canonical base64url of the expected 32 bytes, an expired
 * or not-yet-valid token, another issuer, and a token without exp, iat, sub or sid (one without
 * an expiry would never end, one without a session couldn't be revoked). Signing stays with jose.
 * Exported for its unit tests.
 */
export function verificarHs256(
  token: string,
  segredo: Buffer,
  agoraSeg: number,
): Record<string, unknown> | null {
  const partes = token.split('.');
  if (partes.length !== 3) return null;
  const [h = '', p = '', s = ''] = partes;
  if (!PARTE_B64URL.test(h) || !PARTE_B64URL.test(p) || !PARTE_B64URL.test(s)) return null;
  const cabecalho = lerJson(h);
  if (cabecalho?.alg !== 'HS256' || 'crit' in cabecalho) return null;
  const esperada = createHmac('sha256', segredo).update(`${h}.${p}`).digest();
  const recebida = Buffer.from(s, 'base64url');
  if (recebida.length !== esperada.length || recebida.toString('base64url') !== s) return null;
  if (!timingSafeEqual(recebida, esperada)) return null;
  const payload = lerJson(p);
  if (!payload) return null;
  const { exp, iat, nbf, iss, sub, sid } = payload;
  if (typeof exp !== 'number' || typeof iat !== 'number' || !Number.isFinite(exp)) return null;
  if (exp <= agoraSeg) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > agoraSeg)) return null;
  if (iss !== ISSUER || typeof sub !== 'string' || sid === undefined) return null;
  return payload;
}
