import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { abrirSessaoWeb, type Credencial, credencialDe, dispositivoDe, encerrarSessaoWeb } from '../acesso';
import type { Deps, Origem } from '../platform/deps';
import { origemDaRequisicao } from '../rest/origem';

/** The web client's session cookies, written by log-in and cleared by logout. */
type SessaoWeb = {
  abrir(sessao: { token: string; sid: string; expiraEm: Date; dispositivo: string }): void;
  encerrar(): void;
  /** This browser's known-device mark, if it has one (the log-in's per-account backoff skips it). */
  dispositivo: string | undefined;
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
      dispositivo: dispositivoDe(req, deps.config.appUrl),
    },
  });
}
