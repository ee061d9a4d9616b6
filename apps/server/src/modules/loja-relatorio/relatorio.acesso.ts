import { LOJA_OPERADOR } from '../loja-base/loja-base.acesso';

/**
 * Reports are the platform operator's (spec 03 §6: "Admin-only screens are the withdrawal
 * approvals, the reports and the logs"; issue 33): a store owner gets 403 like on the logs. The
 * operator sees every store of the account (the service's scope still limits any other role
 * to its own store, should one ever be let in).
 */
export const ACESSO_RELATORIO = {
  orders: LOJA_OPERADOR,
  users: LOJA_OPERADOR,
  payments: LOJA_OPERADOR,
} as const;
