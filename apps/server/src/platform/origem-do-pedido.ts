import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The address the caller opened the app at ('http://192.168.0.12:3000'), for the file URLs the
 * answer hands out (issue 40). A clinic's tablet opens the server by its LAN IP while APP_URL was
 * left at http://localhost:3000: the signature's image, at APP_URL, pointed at the tablet itself
 * (and the CSP's img-src 'self' refused any other address), so the consent printed without it.
 * Kept for the request's whole async life, so every service's `urls.assinar` reads it without
 * the request being passed down.
 */
const pedidoAtual = new AsyncLocalStorage<{ origem: string | null; sessao: string | null }>();

/** A plain host[:port] (names, IPv4, bracketed IPv6): anything else falls back to APP_URL. */
const HOST_VALIDO = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function origemDe(req: FastifyRequest): string | null {
  const host = req.host;
  if (typeof host !== 'string' || !HOST_VALIDO.test(host)) return null;
  // URL's origin drops a default port (Fastify's inject says 'localhost:80').
  return new URL(`${req.protocol === 'https' ? 'https' : 'http'}://${host}`).origin;
}

/** The current request's origin, or null outside a request (jobs, the start, e-mails). */
export const origemAtual = (): string | null => pedidoAtual.getStore()?.origem ?? null;

/**
 * The session the current request was let in with (set by the access check, acesso/sessao.ts),
 * or null: a public page, a job, a signed URL. File URLs handed out inside a session are bound
 * to it (platform/url-assinada.ts, issue 38), so they stop working at logout.
 */
export const sessaoAtual = (): string | null => pedidoAtual.getStore()?.sessao ?? null;

export function marcarSessaoDoPedido(sid: string) {
  const pedido = pedidoAtual.getStore();
  if (pedido) pedido.sessao = sid;
}

export function registrarOrigemDoPedido(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    pedidoAtual.run({ origem: origemDe(req), sessao: null }, done);
  });
}
