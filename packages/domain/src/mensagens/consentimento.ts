/**
 * Consent to messages, per purpose and channel (LGPD arts. 7, 8 and 18; DECISIONS 27). A
 * reminder of a booked appointment is part of the service the patient asked for (art. 7 V):
 * sent unless the patient said no. Return reminders, birthdays and clinic news need the
 * patient's yes for that purpose and channel (art. 7 I, art. 8): off until then. Every change
 * is a new record (when, how, by whom); what holds is the latest one, or the default.
 */

export const FINALIDADES_MENSAGEM = ['lembrete', 'retorno', 'marketing'] as const;
export type FinalidadeMensagem = (typeof FINALIDADES_MENSAGEM)[number];

export const CANAIS_MENSAGEM = ['whatsapp', 'email'] as const;
export type CanalMensagem = (typeof CANAIS_MENSAGEM)[number];

/** How a change reached us: the staff on the record, the booking page, the patient's own link. */
export const ORIGENS_CONSENTIMENTO = ['equipe', 'agendamento', 'link_paciente'] as const;
export type OrigemConsentimento = (typeof ORIGENS_CONSENTIMENTO)[number];

/** What a purpose is, for the patient and the staff (the record's consent section, the revoke page). */
export const ROTULO_FINALIDADE: Record<FinalidadeMensagem, string> = {
  lembrete: 'Lembretes de consultas marcadas',
  retorno: 'Lembretes de retorno',
  marketing: 'Aniversário e novidades da clínica',
};

export const ROTULO_CANAL: Record<CanalMensagem, string> = { whatsapp: 'WhatsApp', email: 'E-mail' };

export const ROTULO_ORIGEM: Record<OrigemConsentimento, string> = {
  equipe: 'Equipe, na ficha',
  agendamento: 'Página de agendamento',
  link_paciente: 'Link do paciente',
};

/** Consent when the patient never said anything: only the service itself (appointment reminders). */
export function consentimentoPadrao(finalidade: FinalidadeMensagem): boolean {
  return finalidade === 'lembrete';
}

export type RegistroConsentimento = {
  finalidade: FinalidadeMensagem;
  canal: CanalMensagem;
  consentido: boolean;
  em: Date;
};

/**
 * Whether a purpose and channel may be used now: the latest record for that pair (history is
 * kept, never overwritten), else the purpose's default. `registros` come in the order they were
 * written: of two records of the same instant, the later one in the list holds.
 */
export function consentimentoVigente(
  registros: readonly RegistroConsentimento[],
  finalidade: FinalidadeMensagem,
  canal: CanalMensagem,
): boolean {
  let ultimo: RegistroConsentimento | null = null;
  for (const r of registros) {
    if (r.finalidade !== finalidade || r.canal !== canal) continue;
    if (!ultimo || r.em.getTime() >= ultimo.em.getTime()) ultimo = r;
  }
  return ultimo ? ultimo.consentido : consentimentoPadrao(finalidade);
}

/** The six pairs with what holds now: what the record shows and `GET …/consentimentos` answers. */
export function quadroDeConsentimento(registros: readonly RegistroConsentimento[]): {
  finalidade: FinalidadeMensagem;
  canal: CanalMensagem;
  consentido: boolean;
  atualizadoEm: Date | null;
}[] {
  return FINALIDADES_MENSAGEM.flatMap((finalidade) =>
    CANAIS_MENSAGEM.map((canal) => {
      const doPar = registros.filter((r) => r.finalidade === finalidade && r.canal === canal);
      const ultimo = doPar.reduce<RegistroConsentimento | null>(
        (a, r) => (!a || r.em.getTime() >= a.em.getTime() ? r : a),
        null,
      );
      return {
        finalidade,
        canal,
        consentido: ultimo ? ultimo.consentido : consentimentoPadrao(finalidade),
        atualizadoEm: ultimo?.em ?? null,
      };
    }),
  );
}
