import { createHmac, webcrypto } from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

/** `sid` names the session row (table sessao) the token belongs to: revoking it ends the token. */
export type TokenClaims = { idUsuario: number; idConta: number; sid: string };

/** Signs and checks the bearer tokens (HS256 JWT with an expiry and a session id). */
export type Tokens = {
  assinar(claims: TokenClaims): Promise<{ token: string; expiraEm: Date }>;
  verificar(token: string): Promise<TokenClaims | null>;
  /**
   * The CSRF token of a web session: an HMAC of its session id, so it needs no storage, can't be
   * made without the secret, and a cookie planted by a neighbouring site can't carry a matching one.
   */
  csrf(sid: string): string;
};

const ISSUER = 'clinica';

export function criarTokens(segredo: string, expiraEm: string): Tokens {
  // Imported once as a CryptoKey: given raw bytes, jose imports the key again on every call (a
  // WebCrypto round trip per request; issue 20's profile showed it).
  const chave = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(segredo),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const chaveCsrf = createHmac('sha256', segredo).update('clinica:csrf:v1').digest();
  return {
    csrf: (sid) => createHmac('sha256', chaveCsrf).update(sid).digest('base64url'),
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
      try {
        // A token without an expiry would never end, one without a session can't be revoked:
        // both refused even when correctly signed.
        const { payload } = await jwtVerify(token, await chave, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const idUsuario = Number(payload.sub);
        const idConta = Number(payload.conta);
        const sid = payload.sid;
        if (!Number.isInteger(idUsuario) || !Number.isInteger(idConta)) return null;
        if (typeof sid !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(sid)) return null;
        return { idUsuario, idConta, sid };
      } catch {
        return null;
      }
    },
  };
}
