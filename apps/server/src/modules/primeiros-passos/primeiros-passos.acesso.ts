import { clinica } from '../../acesso';

/**
 * The dashboard's 'Primeiros passos' (issue 40) is the clinic owner's: setting the clinic up
 * (its account, team, registries) is the ADM's, so only an ADM reads and dismisses it.
 */
export const ACESSO_PRIMEIROS_PASSOS = {
  status: clinica('ADM'),
  dispensar: clinica('ADM'),
} as const;
