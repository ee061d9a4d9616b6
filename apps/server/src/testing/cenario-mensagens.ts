import type { FinalidadeMensagem } from '@clinica/domain';
import type { Db } from '../db/kysely';
import { codigoDeDescadastro } from '../modules/consentimento/consentimento.service';

/**
 * The patient's opt-out code of a purpose, as a message would carry it (issue 35): for the
 * contract tests and the journeys until the outbox writes return and birthday messages.
 */
export const codigoDeDescadastroDeTeste = (
  db: Db,
  idConta: number,
  idPaciente: number,
  finalidade: FinalidadeMensagem,
) => codigoDeDescadastro(db, idConta, idPaciente, finalidade);
