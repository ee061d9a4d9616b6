import type { ModoGate } from '@clinica/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { autenticar, autorizar } from '../modules/auth/sessao.service';
import type { Ator } from '../platform/ator';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';

/** Who may call a REST route: any logged-in user, or clinic data behind gate + permission. */
export type AcessoRota = { tipo: 'login' } | { tipo: 'clinica'; permissao: string; gate: ModoGate };

declare module 'fastify' {
  interface FastifyRequest {
    ator: Ator | null;
  }
  interface FastifyContextConfig {
    acesso?: AcessoRota;
  }
}

/** Route config for a route any logged-in user may call. */
export const rotaAutenticada = () => ({ acesso: { tipo: 'login' } as AcessoRota });

/** Route config for clinic data: the same check as clinicaProcedure. */
export const rotaClinica = (permissao: string, gate: ModoGate = 'completo') => ({
  acesso: { tipo: 'clinica', permissao, gate } as AcessoRota,
});

/**
 * Checks every route's declared access on `onRequest`, before the body is parsed and
 * validated, so a caller without access gets 401/402/403 and never learns about the input.
 */
export function registrarControleDeAcesso(app: FastifyInstance, deps: Deps) {
  app.addHook('onRequest', async (req) => {
    const a = req.routeOptions.config.acesso;
    if (!a) return;
    req.ator =
      a.tipo === 'login'
        ? await autenticar(deps, req.headers.authorization)
        : await autorizar(deps, req.headers.authorization, { permissao: a.permissao, gate: a.gate });
  });
}

export type RestApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** preHandler: any logged-in user. */
export const exigirLogin = (deps: Deps) => async (req: FastifyRequest) => {
  req.ator = await autenticar(deps, req.headers.authorization);
};

/** preHandler: the same access check as clinicaProcedure (gate, then permission). */
export const exigirAcesso =
  (deps: Deps, permissao: string, gate: ModoGate = 'completo') =>
  async (req: FastifyRequest) => {
    req.ator = await autorizar(deps, req.headers.authorization, { permissao, gate });
  };

export function atorDe(req: FastifyRequest): Ator {
  if (!req.ator) throw new DomainError('NAO_AUTENTICADO');
  return req.ator;
}
