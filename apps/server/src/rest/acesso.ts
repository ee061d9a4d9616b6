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
} from '../acesso';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';

/** Who may call a REST route: the same declaration as the tRPC procedure's. */
export type AcessoRota = Acesso;

declare module 'fastify' {
  interface FastifyRequest {
    ator: Ator | null;
  }
  interface FastifyContextConfig {
    acesso?: AcessoRota;
  }
}

/** Route config for a route any logged-in user may call. */
export const rotaAutenticada = (): { acesso: AcessoRota } => ({ acesso: LOGIN });

/** Route config for the clinic's ADM, whatever the subscription (buying and managing it). */
export const rotaAdm = (): { acesso: AcessoRota } => ({ acesso: ADM_SEM_GATE });

/** Route config for clinic data: the slice's declaration, the same one its tRPC procedure reads. */
export const rotaClinica = (acesso: AcessoClinica): { acesso: AcessoRota } => ({ acesso });

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
