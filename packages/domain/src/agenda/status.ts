/**
 * Appointment statuses in the spec's order (02 §4), with the calendar colours it names:
 * blue, green, purple, red, red, grey, orange; then 'Pré-agendado' (issue 34, yellow): booked
 * online by the patient in a clinic that confirms by its staff, waiting for them.
 */
export const STATUS_AGENDAMENTO = [
  'Agendado',
  'Confirmado',
  'Em Atendimento',
  'Cancelado pelo paciente',
  'Faltou',
  'Finalizada',
  'Reagendada',
  'Pré-agendado',
] as const;
export type StatusAgendamento = (typeof STATUS_AGENDAMENTO)[number];

export type CorStatus = 'azul' | 'verde' | 'roxo' | 'vermelho' | 'cinza' | 'laranja' | 'amarelo';

export const COR_DO_STATUS: Record<StatusAgendamento, CorStatus> = {
  Agendado: 'azul',
  Confirmado: 'verde',
  'Em Atendimento': 'roxo',
  'Cancelado pelo paciente': 'vermelho',
  Faltou: 'vermelho',
  Finalizada: 'cinza',
  Reagendada: 'laranja',
  'Pré-agendado': 'amarelo',
};

/**
 * Whether an appointment holds its professional's time: a cancelled, missed or rescheduled
 * one frees the slot for someone else (the database's exclusion constraint says the same).
 * A 'Pré-agendado' holds it: the patient was told the time is theirs until the staff decide.
 */
export const ocupaHorario = (status: StatusAgendamento): boolean =>
  status !== 'Cancelado pelo paciente' && status !== 'Faltou' && status !== 'Reagendada';

/**
 * Whether a reminder still makes sense for an appointment in this status. Not for a
 * 'Pré-agendado': the clinic hasn't accepted it yet; confirming it (→ Agendado) plans one.
 */
export const recebeLembrete = (status: StatusAgendamento): boolean =>
  status === 'Agendado' || status === 'Confirmado';
