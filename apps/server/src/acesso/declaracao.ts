import type { RequisitoPermissao } from '@clinica/contracts';
import type { ModoGate, PapelLojaComAcesso } from '@clinica/domain';

/** Any logged-in user, whatever the subscription (session, subscription status, plans, billing). */
export type AcessoLogin = { readonly tipo: 'login' };

/** Clinic data: the subscription must let the screen load (gate mode), then the permission. */
export type AcessoClinica = {
  readonly tipo: 'clinica';
  readonly permissao: RequisitoPermissao;
  readonly gate: ModoGate;
};

/**
 * The store back office (issue 16): the subscription gate as for clinic data, then the user's
 * `papel_loja` (read by the session query) must be one of `papeis` (403 otherwise). Which store
 * the caller may touch is the loja-base slice's business (404 for another one).
 */
export type AcessoLoja = {
  readonly tipo: 'loja';
  readonly papeis: readonly PapelLojaComAcesso[];
  readonly gate: ModoGate;
};

/**
 * Who may call an operation. Each slice declares it once per operation (`<modulo>.acesso.ts`);
 * the tRPC procedure carries it as `meta.acesso`, the REST route as `config.acesso`, and the
 * access walk test (acesso.int.test.ts) reads both.
 */
export type Acesso = AcessoLogin | AcessoClinica | AcessoLoja | AcessoAdm;

/**
 * The clinic's administrator, whatever the subscription: buying and managing it (spec 01 §6).
 * Checked with the rest, before the body is read: a non-ADM's checkout gets 403, never a 400
 * about its input.
 */
export type AcessoAdm = { readonly tipo: 'adm' };

export const LOGIN: AcessoLogin = { tipo: 'login' };
export const ADM_SEM_GATE: AcessoAdm = { tipo: 'adm' };

export const clinica = (permissao: RequisitoPermissao, gate: ModoGate = 'completo'): AcessoClinica => ({
  tipo: 'clinica',
  permissao,
  gate,
});

export const loja = (...papeis: PapelLojaComAcesso[]): AcessoLoja => ({
  tipo: 'loja',
  papeis,
  gate: 'completo',
});
