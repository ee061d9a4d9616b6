import { LOJA_TODOS } from '../loja-base/loja-base.acesso';

/** Coupons belong to a store: its owner and the operator manage those of their own store. */
export const ACESSO_LOJA_CUPOM = {
  list: LOJA_TODOS,
  create: LOJA_TODOS,
  update: LOJA_TODOS,
  codigoLivre: LOJA_TODOS,
} as const;
