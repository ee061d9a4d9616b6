import { horaLocalDe, instanteDeHoraLocal } from './horario';

/**
 * When the WhatsApp reminder of an appointment goes out: the day before, at the clinic's hour
 * (18:00 by default), in the clinic's zone. Booked too late for that (after the hour the day
 * before, or on the day itself), it goes out at once, as long as the appointment is still ahead.
 * Null when there is nothing to send (the appointment already started).
 */
export function momentoDoLembrete(
  inicio: Date,
  agora: Date,
  opts: { fuso: string; hora?: string },
): Date | null {
  if (inicio.getTime() <= agora.getTime()) return null;
  const { data } = horaLocalDe(inicio, opts.fuso);
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  const vespera = new Date(Date.UTC(a, m - 1, d - 1)).toISOString().slice(0, 10);
  const previsto = instanteDeHoraLocal(vespera, opts.hora ?? '18:00', opts.fuso);
  if (!previsto) return null;
  return previsto.getTime() > agora.getTime() ? previsto : agora;
}
