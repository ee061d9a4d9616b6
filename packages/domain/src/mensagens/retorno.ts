import { horaLocalDe, instanteDeHoraLocal } from '../agenda/horario';
import type { StatusAgendamento } from '../agenda/status';
import { somarDias } from '../estoque/lotes';

/** 'Retorno em N dias' on a treatment: 1 to 3650 days (ten years), or none. */
export const RETORNO_DIAS_MAXIMO = 3650;
export const retornoDiasValido = (dias: number): boolean =>
  Number.isInteger(dias) && dias >= 1 && dias <= RETORNO_DIAS_MAXIMO;

/**
 * When a return message goes: N days after the day (clinic wall clock) the appointment was
 * finished, at the clinic's reminder hour.
 */
export function momentoDoRetorno(
  finalizadaEm: Date,
  dias: number,
  opts: { fuso: string; hora: string },
): Date | null {
  const { data } = horaLocalDe(finalizadaEm, opts.fuso);
  return instanteDeHoraLocal(somarDias(data, dias), opts.hora, opts.fuso);
}

export type DecisaoRetorno = { acao: 'nada' } | { acao: 'agendar'; enviarEm: Date } | { acao: 'cancelar' };

/**
 * What a status change does to an appointment's return message: becoming Finalizada with a
 * treatment that has 'Retorno em N dias' schedules one (unless one is already waiting or went);
 * leaving Finalizada cancels one still waiting.
 */
export function decidirRetorno(p: {
  status: StatusAgendamento;
  statusAnterior: StatusAgendamento | null;
  retornoDias: number | null;
  retorno: { status: 'agendada' | 'enviada' | 'cancelada' | 'outra' } | null;
  agora: Date;
  fuso: string;
  hora: string;
}): DecisaoRetorno {
  const finalizada = p.status === 'Finalizada';
  const eraFinalizada = p.statusAnterior === 'Finalizada';
  if (!finalizada)
    return eraFinalizada && p.retorno?.status === 'agendada' ? { acao: 'cancelar' } : { acao: 'nada' };
  if (eraFinalizada || !p.retornoDias) return { acao: 'nada' };
  if (p.retorno && p.retorno.status !== 'cancelada') return { acao: 'nada' };
  const enviarEm = momentoDoRetorno(p.agora, p.retornoDias, { fuso: p.fuso, hora: p.hora });
  return enviarEm ? { acao: 'agendar', enviarEm } : { acao: 'nada' };
}

/**
 * Whether a due return message still goes: not when the patient already has an appointment
 * ahead (booked, confirmed or pre-booked), checked again when it is due.
 */
export const retornoAindaDevido = (p: { temConsultaFutura: boolean }): boolean => !p.temConsultaFutura;
