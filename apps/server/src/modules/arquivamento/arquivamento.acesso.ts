import { clinica } from '../../acesso';

/**
 * Retention (issue 19). Archiving a photo, file or anamnesis stays its slice's 'Excluir' (its own
 * DELETAR permission). Patients and documents had no delete and no delete permission: archiving
 * them hides a whole record or a signed contract from everyone, so only ADM may. Restoring and the
 * hard deletion after 20 years are ADM's for every kind.
 */
export const ACESSO_ARQUIVAMENTO = {
  arquivar: clinica('ADM'),
  restaurar: clinica('ADM'),
  excluirDefinitivamente: clinica('ADM'),
} as const;
