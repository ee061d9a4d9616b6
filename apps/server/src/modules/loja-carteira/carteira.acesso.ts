import { LOJA_OPERADOR, LOJA_TODOS } from '../loja-base/loja-base.acesso';

/**
 * Who may call each wallet operation. The store's own wallet (its cards, history, a new request)
 * is for whoever owns a store (an operator may own one too); deciding requests is the
 * operator's (spec 03 §6: "Admin-only screens are the withdrawal approvals").
 */
export const ACESSO_CARTEIRA = {
  resumo: LOJA_TODOS,
  historico: LOJA_TODOS,
  saques: LOJA_TODOS,
  solicitar: LOJA_TODOS,
  listarAdmin: LOJA_OPERADOR,
  decidir: LOJA_OPERADOR,
} as const;
