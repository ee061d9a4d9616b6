import { somarDias } from '../estoque/lotes';
import { ehUmDe } from '../util/objetos';

/**
 * What a patient did by themself through the booking page or their link (issue 34), as the
 * staff's bell tells it. A booking of a clinic that confirms by its staff is a request
 * ('Pré-agendado'): the staff have to act on it.
 */
export const ACOES_DO_PACIENTE = [
  'consulta_agendada',
  'consulta_solicitada',
  'consulta_confirmada',
  'consulta_cancelada',
  'consulta_remarcada',
] as const;
export type AcaoDoPaciente = (typeof ACOES_DO_PACIENTE)[number];

export const ehAcaoDoPaciente = (tipo: string): tipo is AcaoDoPaciente => ehUmDe(ACOES_DO_PACIENTE, tipo);

const FRASE: Record<AcaoDoPaciente, (quando: string) => string> = {
  consulta_agendada: (q) => `agendou uma consulta para ${q}`,
  consulta_solicitada: (q) => `pediu uma consulta para ${q} (aguarda confirmação)`,
  consulta_confirmada: (q) => `confirmou a consulta de ${q}`,
  consulta_cancelada: (q) => `cancelou a consulta de ${q}`,
  consulta_remarcada: (q) => `remarcou a consulta para ${q}`,
};

/** A clinic day next to `hoje` by its word ('hoje', 'amanhã', 'ontem'), else 'DD/MM' ('DD/MM/AAAA' in another year). */
export function diaRelativo(data: string, hoje: string): string {
  if (data === hoje) return 'hoje';
  if (data === somarDias(hoje, 1)) return 'amanhã';
  if (data === somarDias(hoje, -1)) return 'ontem';
  const [a = '', m = '', d = ''] = data.split('-');
  return a === hoje.slice(0, 4) ? `${d}/${m}` : `${d}/${m}/${a}`;
}

/**
 * The bell's sentence after the patient's name: 'confirmou a consulta de amanhã às 09:00'.
 * `dataHora` is the appointment's clinic wall clock ('YYYY-MM-DD HH:mm'), `hoje` the clinic day
 * the sentence is read on (the server writes it with the day of the action; the panel reads it
 * again with the day it is shown, so 'amanhã' never goes stale).
 */
export function textoAcaoDoPaciente(acao: AcaoDoPaciente, dataHora: string, hoje: string): string {
  const [data = '', hora = ''] = dataHora.split(' ');
  return FRASE[acao](`${diaRelativo(data, hoje)} às ${hora}`);
}
