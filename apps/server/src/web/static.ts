import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { shellsPorRota } from './preload-rotas';

/**
 * Serves the built web app at / with history routing: every unknown GET that accepts
 * HTML answers index.html (DECISIONS.md 1). API paths keep their JSON 404. The build writes a
 * brotli and a gzip copy beside every text asset (apps/web/plugin-comprimir.ts): the copy the
 * browser accepts is sent as it is, with `Vary: accept-encoding`, and nothing is compressed
 * per request.
 */
export async function registrarWeb(app: FastifyInstance, webDist: string | null) {
  const raiz = webDist && fs.existsSync(path.join(webDist, 'index.html')) ? webDist : null;
  if (raiz) {
    await app.register(fastifyStatic, {
      root: raiz,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, arquivo) {
        // Hashed assets never change; the shell and the service worker must always be fresh.
        const imutavel = arquivo.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', imutavel ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('web app não encontrada (rode o build de apps/web); servindo apenas as APIs');
  }

  const shell = raiz ? shellsPorRota(raiz) : () => null;
  app.setNotFoundHandler((req, reply) => {
    const api = req.url.startsWith('/api') || req.url.startsWith('/trpc');
    const querHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (raiz && !api && querHtml) {
      reply.header('cache-control', 'no-cache');
      // The page's own chunks preloaded (web/preload-rotas.ts); compressed by web/compressao.ts.
      const html = shell(req.url.split('?')[0] ?? '');
      return html ? reply.type('text/html; charset=utf-8').send(html) : reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Recurso não encontrado.', code: 'NAO_ENCONTRADO' });
  });
}
