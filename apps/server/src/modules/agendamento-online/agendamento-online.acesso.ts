import { clinica } from '../../acesso';

/** The clinic's online-booking settings (issue 34): the ADM's, like the reminder hour. */
export const ACESSO_AGENDAMENTO_ONLINE = {
  configurar: clinica('ADM', 'agenda'),
} as const;
