import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { abrirSessaoWeb, type Credencial, credencialDe, encerrarSessaoWeb } from '../acesso';
import type { Deps, Origem } from '../platform/deps';
import { origemDaRequisicao } from '../rest/origem';

/** The web client's session cookies, written by log-in and cleared by logout. */
export type SessaoWeb = {
  abrir(sessao: { token: string; sid: string; expiraEm: Date }): void;
  encerrar(): void;
};

export type Contexto = { deps: Deps; origem: Origem; credencial: Credencial; sessaoWeb: SessaoWeb };

export function criarContextoFactory(deps: Deps) {
  return ({ req, res }: CreateFastifyContextOptions): Contexto => ({
    deps,
    origem: origemDaRequisicao(req),
    credencial: credencialDe(req, deps.config.appUrl),
    sessaoWeb: {
      abrir: (s) => abrirSessaoWeb(req, res, deps.config.appUrl, { ...s, csrf: deps.tokens.csrf(s.sid) }),
      encerrar: () => encerrarSessaoWeb(req, res, deps.config.appUrl),
    },
  });
}
