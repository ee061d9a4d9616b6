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

declare module 'fastify' {
  interface FastifyRequest {
    ator: Ator | null;
  }
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
