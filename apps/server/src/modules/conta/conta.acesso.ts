import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_CONTA = {
  update: clinica('ADM'),
} as const;
