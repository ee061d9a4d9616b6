import { clinica } from '../../acesso';

/**
 * 'Exportar dados do paciente' (issue 19, a data-subject request): administrators only. It hands
 * out every record of the patient at once, more than any single permission covers.
 */
export const ACESSO_EXPORTACAO_PACIENTE = {
  exportar: clinica('ADM'),
} as const;
