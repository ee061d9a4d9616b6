import { ocupaHorario, type StatusAgendamento } from './status';

export type Intervalo = { inicio: Date; duracao: number };

const fim = (a: Intervalo) => a.inicio.getTime() + a.duracao * 60_000;

/** Half-open intervals [início, fim): one ending at 09:00 doesn't clash with one starting at 09:00. */
export const sobrepoe = (a: Intervalo, b: Intervalo): boolean =>
  a.inicio.getTime() < fim(b) && b.inicio.getTime() < fim(a);

/**
 * The first appointment of the same professional that a booking would overlap, among those that
 * hold their slot. The database's exclusion constraint is what makes this race-free; this rule
 * lets the service name the conflicting appointment in its message.
 */
export function verificarConflito<T extends Intervalo & { id: number; status: StatusAgendamento }>(
  existentes: readonly T[],
  novo: Intervalo & { id?: number; status: StatusAgendamento },
): T | null {
  if (!ocupaHorario(novo.status)) return null;
  return existentes.find((e) => e.id !== novo.id && ocupaHorario(e.status) && sobrepoe(e, novo)) ?? null;
}
