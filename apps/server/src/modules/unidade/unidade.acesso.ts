import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_UNIDADE = {
  list: clinica('ADM'),
  create: clinica('ADM'),
  update: clinica('ADM'),
  removeMany: clinica('ADM'),
} as const;
