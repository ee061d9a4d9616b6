/**
 * A professional's working hours (issue 34): intervals per weekday on the clinic's wall clock
 * (Mon 08:00–12:00 and 13:00–18:00 …) and absences (whole clinic days, both ends included).
 * Pure: dates are 'YYYY-MM-DD' strings, times 'HH:mm'; no clock, no zone.
 */

/** 1 = segunda (Monday) … 7 = domingo (Sunday), as the REST payload numbers them. */
export const DIAS_SEMANA = [1, 2, 3, 4, 5, 6, 7] as const;
export type DiaSemana = (typeof DIAS_SEMANA)[number];

/** The weekday a number names, or undefined (a number read from the network or a column). */
export const diaSemanaDe = (n: number): DiaSemana | undefined => DIAS_SEMANA.find((d) => d === n);

/** JavaScript's getDay() (0 = Sunday) to ours. */
const DIA_DO_JS: readonly DiaSemana[] = [7, 1, 2, 3, 4, 5, 6];

export type IntervaloSemanal = { dia_semana: DiaSemana; inicio: string; fim: string };

/** Both ends included: 'YYYY-MM-DD'. */
export type Ausencia = { inicio: string; fim: string };

/** At most this many intervals a week: three a day is already a split shift. */
export const MAX_INTERVALOS_SEMANA = 42;

/** Minutes since midnight of 'HH:mm' ('24:00' is the end of the day, allowed as an end only). */
export function minutosDoDia(hora: string): number {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  return h * 60 + m;
}

export function horaDeMinutos(minutos: number): string {
  const d2 = (n: number) => String(n).padStart(2, '0');
  return `${d2(Math.floor(minutos / 60))}:${d2(minutos % 60)}`;
}

/** The weekday of a calendar date, 1 = Monday … 7 = Sunday (no zone: a date is a date). */
export function diaDaSemana(data: string): DiaSemana {
  const [a = 0, m = 1, d = 1] = data.split('-').map(Number);
  const js = new Date(Date.UTC(a, m - 1, d)).getUTCDay();
  return DIA_DO_JS[js] ?? 7;
}

export type ProblemaHorarios = 'intervaloInvertido' | 'intervalosSobrepostos' | 'intervalosDemais';

/**
 * Why a week of intervals can't be saved, or null: each must end after it starts, and two on
 * the same weekday may touch (12:00–13:00 and 13:00–18:00) but not overlap.
 */
export function problemaNosHorarios(horarios: readonly IntervaloSemanal[]): ProblemaHorarios | null {
  if (horarios.length > MAX_INTERVALOS_SEMANA) return 'intervalosDemais';
  if (horarios.some((h) => minutosDoDia(h.fim) <= minutosDoDia(h.inicio))) return 'intervaloInvertido';
  const ordenados = [...horarios].sort(
    (a, b) => a.dia_semana - b.dia_semana || minutosDoDia(a.inicio) - minutosDoDia(b.inicio),
  );
  for (let i = 1; i < ordenados.length; i++) {
    const antes = ordenados[i - 1];
    const este = ordenados[i];
    if (
      antes &&
      este &&
      antes.dia_semana === este.dia_semana &&
      minutosDoDia(este.inicio) < minutosDoDia(antes.fim)
    )
      return 'intervalosSobrepostos';
  }
  return null;
}

/** The week in display order: Monday first, each day's intervals by start. */
export function ordenarHorarios<T extends IntervaloSemanal>(horarios: readonly T[]): T[] {
  return [...horarios].sort(
    (a, b) => a.dia_semana - b.dia_semana || minutosDoDia(a.inicio) - minutosDoDia(b.inicio),
  );
}

/** Whether a clinic day falls in any absence (dates compare as text: 'YYYY-MM-DD'). */
export const emAusencia = (data: string, ausencias: readonly Ausencia[]): boolean =>
  ausencias.some((a) => a.inicio <= data && data <= a.fim);
