import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DISPOSITIVO_DIAS } from '../platform/token';

/**
 * How a caller proves who they are (issue 18.6). Integrators send a bearer token; the web client
 * carries its session in an HttpOnly cookie that scripts can't read (an XSS can't steal it), and
 * proves each state-changing call with the CSRF header that only a page of our origin can read.
 */
export type Credencial = {
  authorization: string | undefined;
  /** The session token from the HttpOnly cookie, when there is no bearer header. */
  cookieSessao: string | undefined;
  /** The `x-csrf-token` header. */
  csrf: string | undefined;
  /** GET/HEAD/OPTIONS change nothing: they need no CSRF proof. */
  metodoSeguro: boolean;
};

export const credencialBearer = (token: string): Credencial => ({
  authorization: `Bearer ${token}`,
  cookieSessao: undefined,
  csrf: undefined,
  metodoSeguro: true,
});

const CABECALHO_CSRF = 'x-csrf-token';

/**
 * On https the cookies take the `__Host-` prefix: the browser then refuses them unless Secure,
 * Path=/ and without Domain, so a neighbouring subdomain can't plant a session of its own.
 */
const nomes = (seguro: boolean) =>
  seguro
    ? { sessao: '__Host-sessao', csrf: '__Host-csrf', dispositivo: '__Host-dispositivo' }
    : { sessao: 'sessao', csrf: 'csrf', dispositivo: 'dispositivo' };

/** The known-browser mark (Tokens.dispositivo), if this browser has one. */
export function dispositivoDe(req: FastifyRequest, appUrl: string | null): string | undefined {
  return req.cookies?.[nomes(conexaoSegura(req, appUrl)).dispositivo];
}

const conexaoSegura = (req: FastifyRequest, appUrl: string | null) =>
  (appUrl?.startsWith('https://') ?? false) || req.protocol === 'https';

export function credencialDe(req: FastifyRequest, appUrl: string | null): Credencial {
  const cabecalhoCsrf = req.headers[CABECALHO_CSRF];
  return {
    authorization: req.headers.authorization,
    cookieSessao: req.cookies?.[nomes(conexaoSegura(req, appUrl)).sessao],
    csrf: typeof cabecalhoCsrf === 'string' ? cabecalhoCsrf : undefined,
    metodoSeguro: req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS',
  };
}

export function csrfConfere(esperado: string, recebido: string | undefined): boolean {
  if (!recebido) return false;
  const a = Buffer.from(esperado);
  const b = Buffer.from(recebido);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Writes the web session: the token HttpOnly (scripts never see it), and the CSRF token readable
 * by our pages, which send it back as a header. SameSite=Lax: a cross-site POST carries neither.
 */
export function abrirSessaoWeb(
  req: FastifyRequest,
  reply: FastifyReply,
  appUrl: string | null,
  sessao: { token: string; csrf: string; expiraEm: Date; dispositivo: string },
) {
  const seguro = conexaoSegura(req, appUrl);
  const n = nomes(seguro);
  const comum = { path: '/', sameSite: 'lax' as const, secure: seguro, expires: sessao.expiraEm };
  reply.setCookie(n.sessao, sessao.token, { ...comum, httpOnly: true });
  reply.setCookie(n.csrf, sessao.csrf, { ...comum, httpOnly: false });
  // Outlives the session and a logout: it marks the browser, not the visit.
  reply.setCookie(n.dispositivo, sessao.dispositivo, {
    ...comum,
    httpOnly: true,
    expires: undefined,
    maxAge: DISPOSITIVO_DIAS * 86_400,
  });
}

/** Logout: both cookies gone (the session row is revoked by the service). */
export function encerrarSessaoWeb(req: FastifyRequest, reply: FastifyReply, appUrl: string | null) {
  const seguro = conexaoSegura(req, appUrl);
  const n = nomes(seguro);
  for (const nome of [n.sessao, n.csrf]) {
    reply.clearCookie(nome, { path: '/', sameSite: 'lax', secure: seguro, httpOnly: nome === n.sessao });
  }
}
