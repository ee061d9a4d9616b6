import type { HorariosDaAgenda } from '@clinica/contracts';
import { dateParaDia, dateParaHora } from './datas';

/**
 * Whether a calendar slot (a Date with the clinic's wall-clock fields, datas.ts) is inside
 * someone's working hours: some professional shown works then (an interval of that weekday, 1 =
 * segunda … 7 = domingo) and is not away that day. Professionals with no hours yet don't count,
 * and when nobody has any the calendar greys nothing (a clinic that never set them).
 */
export function dentroDoExpediente(horarios: HorariosDaAgenda, slot: Date): boolean {
  const comHorario = horarios.filter((p) => p.horarios.length > 0);
  if (comHorario.length === 0) return true;
  const dia = dateParaDia(slot);
  const hora = dateParaHora(slot);
  const diaSemana = slot.getDay() === 0 ? 7 : slot.getDay();
  return comHorario.some(
    (p) =>
      !p.ausencias.some((a) => a.inicio <= dia && dia <= a.fim) &&
      p.horarios.some((h) => h.dia_semana === diaSemana && h.inicio <= hora && hora < h.fim),
  );
}
