import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer, the web app's shell and the patients' public
 * signing pages included. The built app has no inline script (index.html loads one module), so
 * scripts come only from our origin; a stored XSS can't load or run anything else, and the app
 * can't be framed (clickjacking a signature). Inline *style attributes* stay allowed: the calendar,
 * dialogs and toasts position themselves with them, and a style can't run code.
 */
const POLITICA_CONTEUDO = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // data:/blob: — the signature pad's image, photo previews and generated PDFs.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Browser security headers on every answer (helmet): the CSP above, nosniff,
 * frame-ancestors 'none' (and X-Frame-Options DENY for old browsers), no Referer ever sent
 * — a public signing link's code must not leak to whatever the page links to — and HSTS only
 * when the app is served over https (on plain http it would be ignored, and on localhost it
 * would pin the developer's browser).
 * Helmet's headers depend only on this configuration (no nonce, nothing from the request), so its
 * middleware runs once at start on a recording response and every answer gets the recorded list:
 * running its eleven middlewares on each request was a few percent of the smallest call's CPU
 * (issue 20; @fastify/helmet, before, also rebuilt them on every request).
 */
export async function registrarCabecalhosDeSeguranca(app: FastifyInstance, appUrl: string | null) {
  const https = appUrl?.startsWith('https://') ?? false;
  const aplicar = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...POLITICA_CONTEUDO, ...(https ? { upgradeInsecureRequests: [] } : {}) },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Files handed out as signed URLs are meant for <img src> on integrators' pages (DECISIONS 20).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Stripe's checkout opens in this window and comes back: a strict opener policy would cut it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  const cabecalhos = await cabecalhosDe(aplicar);
  app.addHook('onRequest', (req, reply, pronto) => {
    for (const [nome, valor] of cabecalhos) reply.raw.setHeader(nome, valor);
    // Every API answer carries a clinic's or a patient's data, or a public link's: no browser,
    // proxy or shared front-desk computer keeps a copy (issue 38). A file download sets its own
    // rule (rest/arquivo.ts), which Fastify writes over this one.
    if (ehApi(req.url)) reply.raw.setHeader('cache-control', 'no-store');
    pronto();
  });
}

const ehApi = (url: string) => url.startsWith('/api/') || url.startsWith('/trpc/') || url === '/api';

/** The headers a helmet middleware sets, recorded once (it also removes X-Powered-By, never set here). */
async function cabecalhosDe(aplicar: ReturnType<typeof helmet>): Promise<[string, string][]> {
  const gravados = new Map<string, string>();
  const resposta = {
    setHeader: (nome: string, valor: string) => gravados.set(nome, String(valor)),
    removeHeader: (nome: string) => gravados.delete(nome),
  };
  await new Promise<void>((pronto, falha) =>
    aplicar({} as IncomingMessage, resposta as unknown as ServerResponse, (e?: unknown) =>
      e ? falha(e) : pronto(),
    ),
  );
  return [...gravados];
}
