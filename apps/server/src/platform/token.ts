import { decodeJwt, jwtVerify, SignJWT } from 'jose';

/** `sid` names the session row (table sessao) the token belongs to: revoking it ends the token. */
export type TokenClaims = { idUsuario: number; idConta: number; sid: string };

/** Signs and checks the bearer tokens (HS256 JWT with an expiry and a session id). */
export type Tokens = {
  assinar(claims: TokenClaims): Promise<{ token: string; expiraEm: Date }>;
  verificar(token: string): Promise<TokenClaims | null>;
};

const ISSUER = 'clinica';

export function criarTokens(segredo: string, expiraEm: string): Tokens {
  const chave = new TextEncoder().encode(segredo);
  return {
    async assinar({ idUsuario, idConta, sid }) {
      const token = await new SignJWT({ conta: idConta, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(idUsuario))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiraEm)
        .sign(chave);
      return { token, expiraEm: new Date(decodeJwt(token).exp! * 1000) };
    },
    async verificar(token) {
      try {
        // A token without an expiry would never end, one without a session can't be revoked:
        // both refused even when correctly signed.
        const { payload } = await jwtVerify(token, chave, {
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
