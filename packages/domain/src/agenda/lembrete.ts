import { numerosDe } from '../util/objetos';
import { horaLocalDe, instanteDeHoraLocal } from './horario';
import { recebeLembrete, type StatusAgendamento } from './status';

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
  const [a, m, d] = numerosDe(data, '-');
  const vespera = new Date(Date.UTC(a, m - 1, d - 1)).toISOString().slice(0, 10);
  const previsto = instanteDeHoraLocal(vespera, opts.hora ?? '18:00', opts.fuso);
  if (!previsto) return null;
  return previsto.getTime() > agora.getTime() ? previsto : agora;
}

/**
 * A message's life in the outbox (every kind, issue 35): waiting, claimed by a worker, sent,
 * given up, dropped, or not sent for want of the patient's consent.
 */
export const ESTADOS_LEMBRETE = [
  'pendente',
  'enviando',
  'enviado',
  'falhou',
  'cancelado',
  'sem_consentimento',
] as const;
export type EstadoLembrete = (typeof ESTADOS_LEMBRETE)[number];

export type DecisaoLembrete = { acao: 'nada' } | { acao: 'agendar'; enviarEm: Date } | { acao: 'cancelar' };

/**
 * What a change to an appointment does to its reminder. Wanted while notifications are on, the
 * status still expects the patient (Agendado, Confirmado) and the appointment is ahead. A waiting
 * reminder follows the appointment when it moves; one already sent (or given up) stays as it is
 * unless the appointment moved, which deserves a new reminder for the new time; a reminder no
 * longer wanted is cancelled only while it is still waiting (the log keeps what happened).
 */
export function decidirLembrete(p: {
  lembrete: { status: EstadoLembrete; enviarEm: Date } | null;
  inicio: Date;
  /** The appointment's start before this change; null when it is being created. */
  inicioAnterior: Date | null;
  status: StatusAgendamento;
  notificacoes: boolean;
  agora: Date;
  fuso: string;
  hora: string;
}): DecisaoLembrete {
  const momento =
    p.notificacoes && recebeLembrete(p.status)
      ? momentoDoLembrete(p.inicio, p.agora, { fuso: p.fuso, hora: p.hora })
      : null;
  const l = p.lembrete;
  if (!momento) return l?.status === 'pendente' ? { acao: 'cancelar' } : { acao: 'nada' };
  if (!l || l.status === 'cancelado') return { acao: 'agendar', enviarEm: momento };
  if (l.status === 'pendente') {
    return l.enviarEm.getTime() === momento.getTime()
      ? { acao: 'nada' }
      : { acao: 'agendar', enviarEm: momento };
  }
  const moveu = p.inicioAnterior !== null && p.inicioAnterior.getTime() !== p.inicio.getTime();
  return moveu && l.status !== 'enviando' ? { acao: 'agendar', enviarEm: momento } : { acao: 'nada' };
}

/** Attempts before a reminder is given up, and the wait before each retry: 1, 2, 4, 8 minutes. */
export const TENTATIVAS_LEMBRETE = 5;
export function esperaAntesDaTentativa(tentativasFeitas: number): number {
  return 60_000 * 2 ** Math.max(0, tentativasFeitas - 1);
}
