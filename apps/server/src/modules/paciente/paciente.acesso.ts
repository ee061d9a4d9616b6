import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_PACIENTE = {
  list: clinica('PACIENTES_LISTAR'),
  buscar: clinica('PACIENTES_LISTAR', 'existencia'),
  get: clinica('PACIENTES_LISTAR'),
  create: clinica('PACIENTES_CRIAR'),
  update: clinica('PACIENTES_EDITAR'),
} as const;
