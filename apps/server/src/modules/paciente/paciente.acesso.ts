import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_PACIENTE = {
  list: clinica('PACIENTES_LISTAR'),
  buscar: clinica('PACIENTES_LISTAR', 'existencia'),
  /** Opening the record is a read of it (issue 19): the answer is the patient. */
  get: clinica('PACIENTES_LISTAR', 'completo', {
    registra: { recurso: 'ficha', paciente: (_entrada: unknown, p: { id: number }) => p.id },
  }),
  create: clinica('PACIENTES_CRIAR'),
  update: clinica('PACIENTES_EDITAR'),
} as const;
