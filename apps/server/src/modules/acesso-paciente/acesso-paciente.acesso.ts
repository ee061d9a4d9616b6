import { clinica } from '../../acesso';

/** The tab 'Acessos': administrators, or whoever holds PACIENTES_AUDITORIA (issue 19). */
export const ACESSO_ACESSO_PACIENTE = {
  list: clinica('PACIENTES_AUDITORIA'),
} as const;
