import { horaLocalDe, instanteDeHoraLocal } from '../agenda/horario';
import { numerosDe } from '../util/objetos';

/** No message goes to a patient between 22:00 and 08:00 on the clinic's wall clock. */
export const SILENCIO_INICIO = '22:00';
export const SILENCIO_FIM = '08:00';

/** Whether an instant falls in the clinic's quiet hours (22:00 inclusive to 08:00 exclusive). */
export function emHorarioDeSilencio(instante: Date, fuso: string): boolean {
  const { hora } = horaLocalDe(instante, fuso);
  return hora >= SILENCIO_INICIO || hora < SILENCIO_FIM;
}

/**
 * When a message due at `instante` may go: then, outside quiet hours; else held to the next
 * 08:00 of the clinic's wall clock (the same day before 08:00, the next day from 22:00 on).
 */
export function foraDoSilencio(instante: Date, fuso: string): Date {
  if (!emHorarioDeSilencio(instante, fuso)) return instante;
  const { data, hora } = horaLocalDe(instante, fuso);
  let dia = data;
  if (hora >= SILENCIO_INICIO) {
    const [a, m, d] = numerosDe(data, '-');
    dia = new Date(Date.UTC(a, m - 1, d + 1)).toISOString().slice(0, 10);
  }
  return instanteDeHoraLocal(dia, SILENCIO_FIM, fuso) ?? instante;
}

/**
 * What a reminder due at `agora` comes to: sent now, held to 08:00, or dropped when it could only
 * go once its appointment has started (the worker was down past the start, or quiet hours hold a
 * reminder of an appointment booked late at night for the next morning before 08:00). A reminder
 * after the fact tells the patient nothing and wakes them for it.
 */
export function destinoDoLembrete(
  agora: Date,
  fuso: string,
  inicioConsulta: Date,
): { acao: 'enviar' } | { acao: 'adiar'; ate: Date } | { acao: 'descartar'; motivo: 'comecou' | 'silencio' } {
  if (inicioConsulta.getTime() <= agora.getTime()) return { acao: 'descartar', motivo: 'comecou' };
  const envio = foraDoSilencio(agora, fuso);
  if (envio.getTime() === agora.getTime()) return { acao: 'enviar' };
  if (inicioConsulta.getTime() <= envio.getTime()) return { acao: 'descartar', motivo: 'silencio' };
  return { acao: 'adiar', ate: envio };
}
