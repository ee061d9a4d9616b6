import { LOJA_TODOS } from '../loja-base/loja-base.acesso';

/**
 * The store settings and marketing pages: the caller's own store. PUT /stores/{slug|id} reaches
 * any store the caller may see (the operator: every store of their account).
 */
export const ACESSO_LOJA_CONFIGURACAO = {
  get: LOJA_TODOS,
  update: LOJA_TODOS,
  pixel: LOJA_TODOS,
  slugLivre: LOJA_TODOS,
  atualizarLoja: LOJA_TODOS,
} as const;
