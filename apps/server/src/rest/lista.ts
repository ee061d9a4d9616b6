import { pipeline, Readable, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { MSG, type Pagina } from '@clinica/contracts';
import { campoDe } from '@clinica/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Lote, PaginaPedida } from '../db/lista';
import type { Origem } from '../platform/deps';
import { DomainError } from '../platform/errors';
import type { Vaga, VagasExportacao } from '../platform/vagas-exportacao';
import { origemDaRequisicao } from './origem';

declare module 'fastify' {
  interface FastifyInstance {
    exportacoes: VagasExportacao;
    registrarExportacao: RegistrarExportacao;
  }
}

/**
 * Records that a whole list left the clinic (issue 19: every export is logged): the route's
 * pattern, never its query (a search term may be a patient's name), who and from which IP.
 */
export type RegistrarExportacao = (e: {
  idConta: number;
  idUsuario: number;
  rota: string;
  origem: Origem;
}) => Promise<void>;

/** Makes the export slots and the export log reachable from every list route (rotas-rest.ts, once). */
export function registrarExportacoes(
  app: FastifyInstance,
  exportacoes: VagasExportacao,
  registrar: RegistrarExportacao,
) {
  app.decorate('exportacoes', exportacoes);
  app.decorate('registrarExportacao', registrar);
}

type PedidoLista = { page?: number | undefined; limit?: number | undefined; q?: string | undefined };

/**
 * REST list answers keep the documented shape (an array). With `page` or `limit` it is that page
 * (page 1 by default, 15 rows by default) and the total travels in X-Total-Count. Without either
 * it is the whole list (DECISIONS 11, 23), streamed: batches read by keyset from the list's own
 * query (`db/lista.ts`), each mapped by the same functions as a page (`paraRest` for the REST
 * edge's own mapping), encoded by the route's response schema and written as one JSON array,
 * gzip/br when the client accepts it. A list longer than one batch takes one of the clinic's
 * export slots (429 when none is free) until the answer ends or the client goes away.
 */
export async function listaRest<T, R = T>(
  query: PedidoLista,
  reply: FastifyReply,
  buscar: (p: PaginaPedida) => Promise<Pagina<T>>,
  paraRest?: (item: T) => R,
): Promise<R[] | undefined> {
  const mapear = paraRest ?? ((i: T) => i as unknown as R);
  const paginado = query.page !== undefined || query.limit !== undefined;
  if (paginado) {
    const r = await buscar({ page: query.page ?? 1, limit: query.limit ?? 15, q: query.q ?? '' });
    reply.header('x-total-count', String(r.total));
    return r.itens.map(mapear);
  }
  const exportacoes = reply.server.exportacoes;
  const lote: Lote = { tamanho: exportacoes.parametros.loteLinhas, apos: null, proximo: null };
  const pedido = (): PaginaPedida => ({ page: 1, limit: lote.tamanho, q: query.q ?? '', lote });
  const primeiro = await buscar(pedido());
  let vaga: Vaga | null = null;
  if (primeiro.itens.length >= lote.tamanho) {
    const idConta = reply.request.ator?.idConta;
    if (idConta === undefined) throw new DomainError('NAO_AUTENTICADO');
    vaga = await exportacoes.tomar(idConta);
    if (!vaga)
      throw new DomainError('MUITAS_TENTATIVAS', MSG.geral.muitasExportacoes, {
        retryAfterSeconds: exportacoes.parametros.tenteEmSeg,
      });
  }
  // Logged once the export is sure to go out (past the slot's 429), before its first byte.
  const ator = reply.request.ator;
  if (ator)
    await reply.server.registrarExportacao({
      idConta: ator.idConta,
      idUsuario: ator.idUsuario,
      rota: `${reply.request.method} ${reply.request.routeOptions.url ?? ''}`,
      origem: origemDaRequisicao(reply.request),
    });
  const codificar = codificadorDaRota(reply);

  async function* corpo() {
    try {
      let r = primeiro;
      let antes = '[';
      for (;;) {
        // One chunk per batch: zlib and the socket get few large writes (per-row chunks made gzip
        // several times slower). Batch strings are garbage once written.
        const itens = codificar(r.itens.map(mapear));
        if (itens.length > 0) {
          yield antes + JSON.stringify(itens).slice(1, -1);
          antes = ',';
        }
        if (r.itens.length < lote.tamanho) break;
        // A list whose repository ignores the batch would repeat its first rows forever.
        if (!lote.proximo) throw new Error('lista sem cursor de lote');
        lote.apos = lote.proximo;
        lote.proximo = null;
        r = await buscar(pedido());
      }
      yield antes === '[' ? '[]' : ']';
    } finally {
      await vaga?.liberar();
    }
  }
  // The reply is a thenable that settles when the answer ends: Fastify must not send again.
  await enviarEmFluxo(reply, Readable.from(corpo(), { objectMode: false, highWaterMark: 1 }), {
    total: primeiro.total,
    vaga,
    renovarCadaMs: (exportacoes.parametros.concessaoSeg * 1000) / 3,
  });
  return undefined;
}

/** The route's 200 schema (a zod array) encodes a batch exactly as Fastify's serializer would. */
function codificadorDaRota(reply: FastifyReply): (itens: unknown[]) => unknown[] {
  const schema = campoDe(reply.request.routeOptions.schema?.response, '200');
  return (itens) => {
    if (itens.length === 0 || !(schema instanceof z.ZodType)) return itens;
    const r = schema.safeEncode(itens);
    if (!r.success || !Array.isArray(r.data)) throw new Error('resposta fora do schema da rota');
    return r.data;
  };
}

/** br or gzip by the client's Accept-Encoding (q-values honoured; br on a tie), else none. */
export function codificacaoAceita(aceita: string | undefined): 'br' | 'gzip' | null {
  const pesos = new Map<string, number>();
  for (const parte of (aceita ?? '').split(',')) {
    const [nome, ...params] = parte.trim().toLowerCase().split(';');
    if (!nome) continue;
    const q = params.map((x) => x.trim()).find((x) => x.startsWith('q='));
    const peso = q ? Number(q.slice(2)) : 1;
    pesos.set(nome, Number.isFinite(peso) ? peso : 0);
  }
  const de = (n: string) => pesos.get(n) ?? pesos.get('*') ?? 0;
  const br = de('br');
  const gzip = de('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

function compressor(cod: 'br' | 'gzip'): Transform {
  // Brotli's default quality (11) is for static files; 4 streams at gzip's speed, smaller.
  return cod === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 });
}

/**
 * Sends the JSON array as it is produced. The headers go before the rows, so a failure in the
 * middle destroys the stream and Fastify cuts the connection: the client never gets a truncated
 * array that parses. The slot is released when the answer ends or the client leaves, and its
 * lease renewed meanwhile (a slow reader keeps it; a dead process loses it on expiry).
 */
function enviarEmFluxo(
  reply: FastifyReply,
  fonte: Readable,
  o: { total: number; vaga: Vaga | null; renovarCadaMs: number },
): FastifyReply {
  const cod = codificacaoAceita(reply.request.headers['accept-encoding']);
  let corpo: Readable = fonte;
  if (cod) {
    // pipeline destroys both ends on an error on either side (and on the client going away).
    corpo = pipeline(fonte, compressor(cod), () => undefined);
    reply.header('content-encoding', cod);
  }
  if (o.vaga) {
    const vaga = o.vaga;
    const timer = setInterval(() => void vaga.renovar(), o.renovarCadaMs);
    timer.unref();
    const fim = () => {
      clearInterval(timer);
      void vaga.liberar();
    };
    corpo.once('close', fim);
    reply.raw.once('close', fim);
  }
  reply
    .header('vary', 'accept-encoding')
    .header('x-total-count', String(o.total))
    .type('application/json; charset=utf-8');
  return reply.send(corpo);
}

/**
 * A clinic-wide list's answer (issue 39): the page as an array, its total in X-Total-Count when
 * the first page counted it. Never streamed whole: an integrator walks it with `?apos=`.
 */
export async function listaDaClinicaRest<T, R = T>(
  reply: FastifyReply,
  buscar: () => Promise<{ itens: T[]; total: number | null }>,
  paraRest?: (item: T) => R,
): Promise<R[]> {
  const r = await buscar();
  if (r.total !== null) reply.header('x-total-count', String(r.total));
  return paraRest ? r.itens.map(paraRest) : (r.itens as unknown as R[]);
}
