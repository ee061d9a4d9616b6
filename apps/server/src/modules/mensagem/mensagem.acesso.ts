import { clinica } from '../../acesso';

/**
 * The clinic's messages (issue 35): whoever sees the record sees its messages; the returns list
 * is the front desk's (the agenda's readers); the settings are the administrator's.
 */
export const ACESSO_MENSAGEM = {
  doPaciente: clinica('PACIENTES_LISTAR'),
  retornos: clinica('AGENDAMENTOS_LISTAR'),
  configurar: clinica('ADM', 'agenda'),
} as const;
