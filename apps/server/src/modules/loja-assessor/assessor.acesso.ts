import { LOJA_OPERADOR, LOJA_TODOS } from '../loja-base/loja-base.acesso';

/**
 * GET /users lists the advisors (the artists dialog picks one): the operator sees the account's,
 * a store owner only themself. 'Novo Assessor' lives on an /adm page: the operator's.
 */
export const ACESSO_ASSESSOR = {
  list: LOJA_TODOS,
  create: LOJA_OPERADOR,
} as const;
