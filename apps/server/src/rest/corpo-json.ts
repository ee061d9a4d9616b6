import type { FastifyInstance } from 'fastify';

/**
 * Old clients send `Content-Type: application/json` on every call, DELETE included, with an
 * empty body; Fastify's JSON parser refuses that (400). An empty JSON body is read as "no body";
 * anything else goes to Fastify's own parser (with its prototype-poisoning protection).
 */
export function aceitarCorpoJsonVazio(app: FastifyInstance) {
  const padrao = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, corpo, feito) => {
    const texto = String(corpo);
    if (texto.trim() === '') return feito(null, undefined);
    return padrao(req, texto, feito);
  });
}
