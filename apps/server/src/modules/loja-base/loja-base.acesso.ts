import { PAPEIS_LOJA_OPERADOR, PAPEIS_LOJA_TODOS } from '@clinica/contracts';
import type { PapelLojaComAcesso } from '@clinica/domain';
import { loja } from '../../acesso';

/**
 * The store back office's access declaration (issue 16): the caller's `papel_loja` must be one
 * of `papeis` (403 otherwise), after the subscription gate. The tRPC procedure and the REST
 * route of an operation read the same declaration, as every slice's `*.acesso.ts` does.
 */
const exigirPapelLoja = (...papeis: PapelLojaComAcesso[]) => loja(...papeis);

/**
 * Both roles: the operator and a store's owner (each then limited to the stores they may see).
 * The role sets are the screen catalogue's (contracts/telas.ts), which the web's store menu reads.
 */
export const LOJA_TODOS = exigirPapelLoja(...PAPEIS_LOJA_TODOS);
/** The platform's operator only (withdrawal approvals, reports, logs, new artists). */
export const LOJA_OPERADOR = exigirPapelLoja(...PAPEIS_LOJA_OPERADOR);

export const ACESSO_LOJA_BASE = {
  contexto: LOJA_TODOS,
} as const;
