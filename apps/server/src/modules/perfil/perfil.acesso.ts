import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
// Reading profiles is needed to give a user a profile; changing them is the ADM's.
export const ACESSO_PERFIL = {
  modulos: clinica('USUARIOS_LISTAR'),
  list: clinica('USUARIOS_LISTAR'),
  get: clinica('USUARIOS_LISTAR'),
  create: clinica('ADM'),
  update: clinica('ADM'),
  removeMany: clinica('ADM'),
} as const;
