import { clinica } from '../../acesso';

/**
 * Consent to messages (issue 35): whoever sees the record sees what the patient agreed to and
 * its history; whoever edits the patient records a change the patient asked for.
 */
export const ACESSO_CONSENTIMENTO = {
  doPaciente: clinica('PACIENTES_LISTAR'),
  alterar: clinica('PACIENTES_EDITAR'),
} as const;
