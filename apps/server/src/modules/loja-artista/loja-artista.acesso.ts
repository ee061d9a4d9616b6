import { LOJA_OPERADOR, LOJA_TODOS } from '../loja-base/loja-base.acesso';

/**
 * The artists page (spec 03 §2, §6): both roles see the grid (a store owner only their own
 * artist) and edit what they see; 'NOVO ARTISTA' and the advisor picker are the operator's.
 */
export const ACESSO_LOJA_ARTISTA = {
  list: LOJA_TODOS,
  update: LOJA_TODOS,
  create: LOJA_OPERADOR,
  assessores: LOJA_OPERADOR,
} as const;
