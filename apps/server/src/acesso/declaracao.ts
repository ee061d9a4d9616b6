import type { RequisitoPermissao } from '@clinica/contracts';
import type { ModoGate } from '@clinica/domain';

/** Any logged-in user, whatever the subscription (session, subscription status, plans, billing). */
export type AcessoLogin = { readonly tipo: 'login' };

/** Clinic data: the subscription must let the screen load (gate mode), then the permission. */
export type AcessoClinica = {
  readonly tipo: 'clinica';
  readonly permissao: RequisitoPermissao;
  readonly gate: ModoGate;
};

/**
 * Who may call an operation. Each slice declares it once per operation (`<modulo>.acesso.ts`);
 * the tRPC procedure carries it as `meta.acesso`, the REST route as `config.acesso`, and the
 * access walk test (acesso.int.test.ts) reads both.
 */
export type Acesso = AcessoLogin | AcessoClinica;

export const LOGIN: AcessoLogin = { tipo: 'login' };

export const clinica = (permissao: RequisitoPermissao, gate: ModoGate = 'completo'): AcessoClinica => ({
  tipo: 'clinica',
  permissao,
  gate,
});
