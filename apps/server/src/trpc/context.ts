import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Deps, Origem } from '../platform/deps';
import { origemDaRequisicao } from '../rest/origem';

export type Contexto = { deps: Deps; origem: Origem; authorization: string | undefined };

export function criarContextoFactory(deps: Deps) {
  return ({ req }: CreateFastifyContextOptions): Contexto => ({
    deps,
    origem: origemDaRequisicao(req),
    authorization: req.headers.authorization,
  });
}
