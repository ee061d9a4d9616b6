/**
 * What the reminder dialog says, in one place: the dialog shows it and the guides' test
 * (features/ajuda/guias-lembrete.test.ts) checks that the tutorials and the help say the same,
 * so a change to how reminders are scheduled can't leave the guides explaining the old rule.
 */
export const TEXTOS_LEMBRETE = {
  botao: 'Lembretes',
  titulo: 'Lembretes por WhatsApp',
  /** When the reminder goes out: the day before, at the clinic's hour (not hours in advance). */
  quando: 'na véspera',
  rotulo: 'Horário do lembrete',
} as const;
