import { Readable } from 'node:stream';
import { contemNul } from '@clinica/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Acesso,
  type AcessoClinica,
  type AcessoLoja,
  ADM_SEM_GATE,
  autorizar,
  credencialDe,
  LOGIN,
  type Registra,
  registrarLeitura,
  separarRegistro,
} from '../acesso';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';
import { origemDaRequisicao } from './origem';

/** Who may call a REST route: the same declaration as the tRPC procedure's. */
export type AcessoRota = Acesso;

declare module 'fastify' {
  interface FastifyRequest {
    ator: Ator | null;
    /**
     * The answer while it is still a value, kept for the access log (`config.registra`): the
     * JSON before it is serialized, or the file description `enviarArquivo` sent.
     */
    resposta: unknown;
  }
  interface FastifyContextConfig {
    acesso?: AcessoRota;
    /** A read of a patient's record: what a 2xx answer logs (the declaration's `registra`). */
    registra?: Registra;
  }
}

/** Route config for a route any logged-in user may call. */
export const rotaAutenticada = (): { acesso: AcessoRota } => ({ acesso: LOGIN });

/** Route config for the clinic's ADM, whatever the subscription (buying and managing it). */
export const rotaAdm = (): { acesso: AcessoRota } => ({ acesso: ADM_SEM_GATE });

/** Route config for clinic data: the slice's declaration, the same one its tRPC procedure reads. */
export const rotaClinica = (acesso: AcessoClinica): { acesso: AcessoRota; registra?: Registra } =>
  separarRegistro(acesso);

/** Route config for the store back office (/api/loja): the same declaration as its tRPC procedure's. */
export const rotaLoja = (acesso: AcessoLoja): { acesso: AcessoRota } => ({ acesso });

/**
 * Checks every route's declared access on `onRequest`, before the body is parsed and
 * validated, so a caller without access gets 401/402/403 and never learns about the input.
 */
export function registrarControleDeAcesso(app: FastifyInstance, deps: Deps) {
  app.addHook('onRequest', async (req) => {
    const acesso = req.routeOptions.config.acesso;
    if (acesso) req.ator = await autorizar(deps, credencialDe(req, deps.config.appUrl), acesso);
  });
  // Once access is settled and the body parsed: a NUL anywhere is bad input (contracts' contemNul).
  app.addHook('preValidation', async (req) => {
    if (contemNul(req.body) || contemNul(req.query) || contemNul(req.params))
      throw new DomainError('ENTRADA_INVALIDA');
  });
  registrarLeiturasDePaciente(app, deps);
}

/**
 * Reads of a patient's record (`config.registra`, issue 19) are logged in one place, `onSend`,
 * the one hook every answer passes: JSON, a streamed whole list and a file's bytes alike
 * (`preSerialization` never sees the last two). Only a 2xx with a caller logs: a refusal, a 404
 * for another clinic's id or a failure showed nobody's record, and a download by signed URL
 * names no user (the list that handed the URL out is the row). The row is in the database
 * before the first byte leaves (issue 38). `entrada` is the path's
 * parameters; `saida` the JSON as `preSerialization` saw it, or the file `enviarArquivo` sent.
 */
function registrarLeiturasDePaciente(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('resposta', undefined);
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (req.routeOptions.config.registra) req.resposta = payload;
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const registra = req.routeOptions.config.registra;
    if (!registra || !req.ator || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const chamada = {
      ator: req.ator,
      ip: origemDaRequisicao(req).ip,
      registra,
      leitor: registra.rest ?? registra,
    };
    try {
      await registrarLeitura(deps.acessos, chamada, req.params, req.resposta);
    } catch (e) {
      // The answer becomes a 500: a stream that will never be read must not hold its file open.
      if (payload instanceof Readable) payload.destroy();
      throw e;
    }
    return payload;
  });
}

export type RestApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export function atorDe(req: FastifyRequest): Ator {
  if (!req.ator) throw new DomainError('NAO_AUTENTICADO');
  return req.ator;
}
