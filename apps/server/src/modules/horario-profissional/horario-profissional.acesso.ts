import { clinica } from '../../acesso';

/**
 * Working hours and absences (issue 34): read by whoever sees the agenda (the calendar greys the
 * hours outside them), changed with AGENDAMENTOS_EDITAR ('Horários' is reached from the agenda);
 * a PROFISSIONAL only their own (the service checks it, as the agenda does). Gate: the agenda's.
 */
export const ACESSO_HORARIO_PROFISSIONAL = {
  get: clinica('AGENDAMENTOS_LISTAR', 'agenda'),
  update: clinica('AGENDAMENTOS_EDITAR', 'agenda'),
} as const;
