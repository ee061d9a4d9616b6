import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { idUsuario: number; idConta: number };

/** Signs and checks the bearer tokens (HS256 JWT with an expiry). */
export type Tokens = {
  assinar(claims: TokenClaims): Promise<string>;
  verificar(token: string): Promise<TokenClaims | null>;
};

const ISSUER = 'clinica';

export function criarTokens(segredo: string, expiraEm: string): Tokens {
  const chave = new TextEncoder().encode(segredo);
  return {
    assinar: ({ idUsuario, idConta }) =>
      new SignJWT({ conta: idConta })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(idUsuario))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiraEm)
        .sign(chave),
    async verificar(token) {
      try {
        // A token without an expiry would never end: refused even when correctly signed.
        const { payload } = await jwtVerify(token, chave, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const idUsuario = Number(payload.sub);
        const idConta = Number(payload.conta);
        if (!Number.isInteger(idUsuario) || !Number.isInteger(idConta)) return null;
        return { idUsuario, idConta };
      } catch {
        return null;
      }
    },
  };
}
