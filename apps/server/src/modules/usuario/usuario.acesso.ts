import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_USUARIO = {
  list: clinica('USUARIOS_LISTAR'),
  create: clinica('USUARIOS_CRIAR'),
  update: clinica('USUARIOS_EDITAR'),
  setAtivo: clinica('USUARIOS_EDITAR'),
  removeMany: clinica('USUARIOS_EDITAR'),
} as const;
