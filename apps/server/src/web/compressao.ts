import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
const LIMIAR_COMPRESSAO = 1024;

/**
 * A tRPC answer reaches Fastify as a fetch Response (a stream of unknown size), which
 * @fastify/compress would compress whatever its size. Its JSON is already whole in memory (the
 * client batches, it does not stream), so it is read into a buffer here: the threshold applies,
 * and an answer up to the plugin's syncThreshold (8 KB on two cores) is compressed in one call
 * and keeps an exact Content-Length (larger ones are streamed through zlib, off the event loop).
 */
const trpcEmBuffer: onSendHookHandler = async (_req, reply, payload) => {
  if (!(payload instanceof Response)) return payload;
  reply.code(payload.status);
  for (const [nome, valor] of payload.headers) reply.header(nome, valor);
  return Buffer.from(await payload.arrayBuffer());
};

/**
 * Compression of the API's answers (issue 22): br, else gzip, by the client's Accept-Encoding,
 * above LIMIAR_COMPRESSAO bytes, for the types mime-db calls compressible (JSON, text, CSV, SVG;
 * never images, PDF or ZIP, which are compressed already). Left alone:
 * - answers that already carry a Content-Encoding: the unpaged exports stream their own gzip/br
 *   (rest/lista.ts) and the web app's assets are sent precompressed (web/static.ts);
 * - stored files (routes with `arquivoAssinado`: patient files, photos): they go byte for byte
 *   with their Content-Length, whatever type the clinic uploaded.
 * Request bodies are never decompressed (a small gzip body could inflate past the body limit).
 * Registered before every route: the plugin hooks the routes registered after it.
 */
export async function registrarCompressao(app: FastifyInstance) {
  app.addHook('onRoute', (rota) => {
    if (rota.config?.arquivoAssinado) rota.compress = false;
    if (rota.url.startsWith('/trpc')) {
      const ganchos = rota.onSend ? [rota.onSend].flat() : [];
      rota.onSend = [...ganchos, trpcEmBuffer];
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: LIMIAR_COMPRESSAO,
    // Quality 4 (the plugin's default, spelled out): answers are compressed on every request, so
    // speed matters more than the last few percent; the static assets get quality 11 at build.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
}
