import type { FinalidadeMensagem } from './consentimento';

/** The kinds of message one outbox carries (one worker, one delivery log for all of them). */
export const TIPOS_MENSAGEM = ['lembrete', 'retorno', 'aniversario'] as const;
export type TipoMensagem = (typeof TIPOS_MENSAGEM)[number];

export const ROTULO_TIPO_MENSAGEM: Record<TipoMensagem, string> = {
  lembrete: 'Lembrete de consulta',
  retorno: 'Retorno',
  aniversario: 'Aniversário',
};

/** The purpose whose consent a kind needs: a birthday greeting is marketing. */
export const FINALIDADE_DO_TIPO: Record<TipoMensagem, FinalidadeMensagem> = {
  lembrete: 'lembrete',
  retorno: 'retorno',
  aniversario: 'marketing',
};

/**
 * Whether a message ends with the patient's personal opt-out link ('Não quero mais receber
 * estas mensagens'): every one that is not a reminder of a booked appointment.
 */
export const levaLinkDeDescadastro = (tipo: TipoMensagem): boolean => tipo !== 'lembrete';

/** A message's status as the record's 'Mensagens' tab shows it. */
export const ESTADOS_MENSAGEM = ['agendada', 'enviada', 'falhou', 'cancelada', 'sem_consentimento'] as const;
export type EstadoMensagem = (typeof ESTADOS_MENSAGEM)[number];

export const ROTULO_ESTADO_MENSAGEM: Record<EstadoMensagem, string> = {
  agendada: 'Agendada',
  enviada: 'Enviada',
  falhou: 'Falhou',
  cancelada: 'Cancelada',
  sem_consentimento: 'Sem consentimento',
};
