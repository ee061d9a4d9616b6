import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * What the logs may carry (DECISIONS.md 19; security issue 18.3). Health data, passwords and
 * public codes must never reach a log, so:
 *
 * - a request is logged by method and path only: the query string (patient search terms, tRPC
 *   inputs) is cut, and any path segment that looks like a public code (20+ URL-safe characters:
 *   our codes are 128-bit random) becomes ':codigo';
 * - a database error is logged by its SQLSTATE, constraint, table and column — never its message,
 *   detail or parameters, which quote the row's values (a CPF, a password hash, a note); other
 *   errors keep message and stack (our code's messages carry no personal data), and their causes
 *   are serialised the same way.
 */

const SEGMENTO_CODIGO = /^[A-Za-z0-9_-]{20,}$/;

export function urlSemDados(url: string): string {
  const [caminho = '', consulta] = url.split('?');
  const limpo = caminho
    .split('/')
    .map((s) => (SEGMENTO_CODIGO.test(s) ? ':codigo' : s))
    .join('/');
  return consulta === undefined ? limpo : `${limpo}?…`;
}

/** Fastify's request serializer, without query strings or public codes. */
export function requisicaoSegura(req: FastifyRequest) {
  return { method: req.method, url: urlSemDados(req.url), remoteAddress: req.ip };
}

type ErroQualquer = {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  cause?: unknown;
  statusCode?: unknown;
};

/** An error from Postgres (pg or PGlite): a five-character SQLSTATE. */
const ehErroDoBanco = (e: ErroQualquer) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);

type ErroSerializado = { type: string; message: string; stack: string; [chave: string]: unknown };

export function erroSeguro(erro: unknown, profundidade = 0): ErroSerializado {
  if (!erro || typeof erro !== 'object') return { type: typeof erro, message: '', stack: '' };
  const e = erro as ErroQualquer;
  const causa = e.cause && profundidade < 3 ? { cause: erroSeguro(e.cause, profundidade + 1) } : {};
  if (ehErroDoBanco(e))
    return {
      type: e.name ?? 'DatabaseError',
      message: `erro do banco ${String(e.code)}`,
      code: e.code,
      constraint: e.constraint,
      table: e.table,
      column: e.column,
      routine: e.routine,
      // The stack's first line repeats the message; the frames are ours and safe.
      stack: e.stack?.split('\n').slice(1).join('\n') ?? '',
      ...causa,
    };
  return {
    type: e.name ?? 'Error',
    message: e.message ?? '',
    code: typeof e.code === 'string' ? e.code : undefined,
    statusCode: e.statusCode,
    stack: e.stack ?? '',
    ...causa,
  };
}

/**
 * One line per request, written when the answer is known (Fastify writes 'incoming request' and
 * 'request completed': twice the writes under load; issue 20). The request is serialized by
 * `requisicaoSegura` as before.
 */
export class LogUmaLinhaPorRequisicao extends LogController {
  override incomingRequest() {}

  override requestCompleted(erro: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const linha = { req, res: reply, responseTime: reply.elapsedTime };
    if (erro) reply.log.error({ ...linha, err: erro }, 'requisição com erro');
    else reply.log.info(linha, 'requisição');
  }
}

/**
 * Where the server's log goes: standard output, written asynchronously (issue 20). Pino's default
 * makes one blocking write(2) per line — a sixth of the smallest authenticated call's CPU under
 * load. Asynchronously, the lines logged while a write is in flight go out together in the next
 * one; a quiet server still writes each line at once. pino flushes the buffer on exit and on the
 * signals main.ts handles; only a crash of the machine itself could lose the last lines.
 */
export function destinoPadraoDoLog() {
  return pino.destination({ dest: 1, sync: false });
}
