/**
 * The agenda speaks the clinic's wall clock ('YYYY-MM-DD HH:mm', DECISIONS.md 7). The calendar
 * library works with JS Dates in the browser's zone, so a wall-clock time becomes a Date with
 * the same fields in the browser's zone and back: 07:00 at the clinic is drawn at 07:00 whatever
 * zone the computer at the front desk is set to.
 */

import { numerosDe } from '@clinica/domain';
import { diaParaBr } from '../../lib/datas-br';

const d2 = (n: number) => String(n).padStart(2, '0');

export function dataHoraParaDate(dataHora: string): Date {
  const [d = '', h = '00:00'] = dataHora.split(' ');
  const [a, m, dia] = numerosDe(d, '-');
  const [hh, mm] = numerosDe(h, ':');
  return new Date(a, m - 1, dia, hh, mm);
}

export const dateParaDia = (d: Date) => `${d.getFullYear()}-${d2(d.getMonth() + 1)}-${d2(d.getDate())}`;
export const dateParaHora = (d: Date) => `${d2(d.getHours())}:${d2(d.getMinutes())}`;
export const dateParaDataHora = (d: Date) => `${dateParaDia(d)} ${dateParaHora(d)}`;

export const horaValida = (h: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(h);

/** 'seg., 23/11/2026 · 09:00' for lists and the timeline. */
export function rotuloDataHora(dataHora: string) {
  const d = dataHoraParaDate(dataHora);
  const semana = d.toLocaleDateString('pt-BR', { weekday: 'short' });
  return { semana, data: diaParaBr(dateParaDia(d)), hora: dateParaHora(d) };
}

/** Minutes between two calendar Dates (a resize or a selected slot). */
export const minutosEntre = (inicio: Date, fim: Date) =>
  Math.round((fim.getTime() - inicio.getTime()) / 60_000);
