import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_TERMO = {
  list: clinica('TERMOS_LISTAR'),
  get: clinica('TERMOS_LISTAR'),
  create: clinica('TERMOS_CRIAR'),
  update: clinica('TERMOS_EDITAR'),
  remove: clinica('TERMOS_EDITAR'),
} as const;
