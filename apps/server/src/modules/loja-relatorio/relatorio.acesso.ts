import { LOJA_TODOS } from '../loja-base/loja-base.acesso';

/**
 * Reports: the operator sees every store of the account; a store owner sees only their own store's
 * rows (issue 16: "a store owner sees only their own store, wallet and reports").
 */
export const ACESSO_RELATORIO = {
  orders: LOJA_TODOS,
  users: LOJA_TODOS,
  payments: LOJA_TODOS,
} as const;
