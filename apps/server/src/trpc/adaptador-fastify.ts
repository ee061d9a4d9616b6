import { MSG } from '@clinica/contracts';
import { type AnyRouter, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { type HTTPErrorHandler, resolveResponse } from '@trpc/server/http';
import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { corpoAceitoPeloTrpc } from './tipo-de-conteudo';

export type OpcoesTrpc<R extends AnyRouter> = {
  prefixo: string;
  router: R;
  createContext: (o: CreateFastifyContextOptions) => unknown;
  onError: HTTPErrorHandler<R, FastifyRequest>;
};

/**
 * tRPC on Fastify, answering with a buffered body (issue 20). tRPC's own Fastify adapter hands
 * Fastify the fetch `Response` itself, which Fastify pipes as a web stream: a stream, its chunks
 * and a second socket write per answer — the main reason a tRPC list page cost twice its REST
 * twin. The web client uses httpBatchLink (whole answers, never streamed), so the answer is read
 * once and sent as one buffer; everything else (routing, batching, errors, the context) is tRPC's
 * resolveResponse, as in its adapter. Registered as an encapsulated plugin, so the raw-string
 * body parsers tRPC needs stay inside /trpc.
 */
export function registrarTrpc<R extends AnyRouter>(app: FastifyInstance, o: OpcoesTrpc<R>) {
  return app.register(async (escopo) => {
    escopo.removeContentTypeParser('application/json');
    escopo.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, corpo, pronto) =>
      pronto(null, corpo),
    );
    // Before any byte of the body is read: tRPC takes JSON only (issue 38). A multipart body handed
    // to tRPC's form-data reader used to spin the event loop at 100 % and stop every clinic.
    escopo.addHook('onRequest', async (req, reply) => {
      if (corpoAceitoPeloTrpc(req.method, req.headers)) return;
      const erro = new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.geral.tipoDeConteudo });
      const forma = getErrorShape({
        config: o.router._def._config,
        ctx: undefined,
        error: erro,
        input: undefined,
        path: undefined,
        type: 'unknown',
      });
      reply.raw.setHeader('connection', 'close');
      return reply
        .status(415)
        .header('content-type', 'application/json')
        .send(JSON.stringify({ error: forma }));
    });

    escopo.all<{ Params: { path: string } }>(`${o.prefixo}/:path`, async (req, reply) => {
      if (await consultaDireta(o, req, reply)) return reply;
      // The node-http reader takes a body Fastify already parsed from `body` (as tRPC's adapter does).
      const mensagem = req.body !== undefined ? Object.assign(req.raw, { body: req.body }) : req.raw;
      const resposta = await resolveResponse({
        router: o.router,
        req: incomingMessageToRequest(mensagem, reply.raw, { maxBodySize: null }),
        path: req.params.path,
        error: null,
        createContext: async (inner) =>
          o.createContext({ req, res: reply, ...inner } as CreateFastifyContextOptions),
        onError: (e) => o.onError({ ...e, req }),
      });
      return enviar(reply, resposta);
    });
  });
}

async function enviar(reply: FastifyReply, resposta: Response) {
  reply.status(resposta.status);
  resposta.headers.forEach((valor, nome) => {
    reply.header(nome, valor);
  });
  if (!resposta.body) return reply.send();
  return reply.send(Buffer.from(await resposta.arrayBuffer()));
}

/** How many answers took the direct path (its test checks both paths really ran). */
export const estatisticaDireta = { respostas: 0 };

/** Procedures get a signal; queries here run to the end (none of ours reads it). */
const SINAL_QUE_NAO_ABORTA = new AbortController().signal;

const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The web client's reads — GET queries, batched or not — answered without tRPC's fetch objects
 * (issue 20): a Request per call (with its AbortController and socket listeners), a Response read
 * back as a stream, AbortSignal.any per call. Measured: a tRPC list page cost 1.1 ms of Node CPU
 * against its REST twin's 0.6, the difference almost all there. The calls themselves are tRPC's:
 * the same procedure lookup, input deserialisation, middlewares, error shapes (the formatter of
 * trpc/init.ts), status (207 for a mixed batch) and transformer. Anything else — a mutation, an
 * unknown path, input that isn't JSON, a streaming accept header, another query parameter — is
 * left to resolveResponse (false), so its answers and errors stay exactly tRPC's.
 */
async function consultaDireta<R extends AnyRouter>(
  o: OpcoesTrpc<R>,
  req: FastifyRequest<{ Params: { path: string } }>,
  reply: FastifyReply,
): Promise<boolean> {
  if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined) return false;
  if (req.headers.accept?.includes('application/jsonl')) return false;
  const consulta = ehObjeto(req.query) ? req.query : {};
  for (const chave of Object.keys(consulta)) if (chave !== 'input' && chave !== 'batch') return false;
  const emLote = consulta.batch === '1';
  if (consulta.batch !== undefined && !emLote) return false;
  const caminhos = emLote ? req.params.path.split(',') : [req.params.path];
  const procedimentos = await Promise.all(caminhos.map((c) => getProcedureAtPath(o.router, c)));
  if (procedimentos.some((p) => p?._def.type !== 'query')) return false;

  const config = o.router._def._config;
  let bruto: unknown;
  if (typeof consulta.input === 'string' && consulta.input !== '') {
    try {
      bruto = JSON.parse(consulta.input);
    } catch {
      return false;
    }
  } else if (consulta.input !== undefined) return false;
  if (emLote && bruto !== undefined && !ehObjeto(bruto)) return false;
  const entradas = caminhos.map((_, i) => {
    const v = emLote ? (ehObjeto(bruto) ? bruto[i] : undefined) : bruto;
    return v === undefined ? undefined : config.transformer.input.deserialize(v);
  });

  const info = {
    isBatchCall: emLote,
    accept: null,
    type: 'query' as const,
    calls: [],
    connectionParams: null,
    signal: SINAL_QUE_NAO_ABORTA,
    url: null,
  };
  const ctx = await o.createContext({ req, res: reply, info } as unknown as CreateFastifyContextOptions);
  const respostas = await Promise.all(
    caminhos.map(async (path, i) => {
      const input = entradas[i];
      try {
        const proc = procedimentos[i];
        // Every path was found a query above; a missing one answers as tRPC would.
        if (!proc)
          throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${path}"` });
        const data = await proc({
          path,
          getRawInput: async () => input,
          ctx,
          type: 'query',
          signal: SINAL_QUE_NAO_ABORTA,
          batchIndex: i,
        });
        return { result: { data } };
      } catch (causa) {
        const error = getTRPCErrorFromUnknown(causa);
        o.onError({ error, path, input, ctx: ctx as never, type: 'query', req });
        return { error: getErrorShape({ config, ctx: ctx as never, error, input, path, type: 'query' }) };
      }
    }),
  );
  const corpo = emLote ? respostas : respostas[0];
  reply
    .status(getHTTPStatusCode(corpo as never))
    .header('vary', 'trpc-accept, accept')
    .header('content-type', 'application/json');
  estatisticaDireta.respostas++;
  // A Buffer, as tRPC's path sends: Fastify would add '; charset=utf-8' to a string's type.
  reply.send(Buffer.from(JSON.stringify(transformTRPCResponse(config, corpo as never))));
  return true;
}
