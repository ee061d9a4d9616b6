import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_TRATAMENTO = {
  list: clinica('TRATAMENTOS_LISTAR'),
  create: clinica('TRATAMENTOS_CRIAR'),
  update: clinica('TRATAMENTOS_EDITAR'),
  setStatus: clinica('TRATAMENTOS_EDITAR'),
  remove: clinica('TRATAMENTOS_EDITAR'),
} as const;
