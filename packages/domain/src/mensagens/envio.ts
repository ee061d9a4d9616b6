import type { EstadoLembrete } from '../agenda/lembrete';
import { type CanalMensagem, consentimentoVigente, type RegistroConsentimento } from './consentimento';
import { type EstadoMensagem, FINALIDADE_DO_TIPO, levaLinkDeDescadastro, type TipoMensagem } from './tipo';

/** The outbox's status as the record's 'Mensagens' tab names it (waiting or being sent: 'agendada'). */
export const ESTADO_DA_MENSAGEM: Record<EstadoLembrete, EstadoMensagem> = {
  pendente: 'agendada',
  enviando: 'agendada',
  enviado: 'enviada',
  falhou: 'falhou',
  cancelado: 'cancelada',
  sem_consentimento: 'sem_consentimento',
};

export type EscolhaDeCanal =
  | { canal: CanalMensagem }
  | { canal: null; motivo: 'sem_consentimento' | 'sem_contato' };

/**
 * The channel a message goes by, decided when it is due: the first of the clinic's channels (in
 * its order of preference) the patient consents to for the kind's purpose and has a contact on.
 * None consented: 'sem_consentimento' (never sent); consented but no number or e-mail: 'sem_contato'.
 */
export function escolherCanal(p: {
  tipo: TipoMensagem;
  canais: readonly CanalMensagem[];
  consentimentos: readonly RegistroConsentimento[];
  contato: { whatsapp: boolean; email: boolean };
}): EscolhaDeCanal {
  const finalidade = FINALIDADE_DO_TIPO[p.tipo];
  const consentidos = p.canais.filter((c) => consentimentoVigente(p.consentimentos, finalidade, c));
  if (!consentidos.length) return { canal: null, motivo: 'sem_consentimento' };
  const canal = consentidos.find((c) => p.contato[c]);
  return canal ? { canal } : { canal: null, motivo: 'sem_contato' };
}

export const TEXTO_DESCADASTRO = 'Não quero mais receber estas mensagens';

/** The text as sent: a message that is not an appointment reminder ends with the personal opt-out link. */
export function textoFinal(tipo: TipoMensagem, texto: string, linkDescadastro: string | null): string {
  if (!levaLinkDeDescadastro(tipo) || !linkDescadastro) return texto;
  return `${texto}\n\n${TEXTO_DESCADASTRO}: ${linkDescadastro}`;
}
