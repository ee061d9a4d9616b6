import { clinica } from '../../acesso';

/**
 * 'Importar dados' (issue 39): administrators only. An import writes (and undoes) the clinic's
 * whole registry at once, more than any single permission covers.
 */
export const ACESSO_IMPORTACAO = {
  list: clinica('ADM'),
  get: clinica('ADM'),
  create: clinica('ADM'),
  remapear: clinica('ADM'),
  confirmar: clinica('ADM'),
  desfazer: clinica('ADM'),
  erros: clinica('ADM'),
} as const;
