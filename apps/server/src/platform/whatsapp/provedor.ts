/** The reminder as the WhatsApp template fills it: who receives it and the appointment's facts. */
export type MensagemLembrete = {
  /** Digits with the country code (55 11 98765 4321 → '5511987654321'). */
  para: string;
  paciente: string;
  clinica: string;
  /** DD/MM/YYYY and HH:mm, clinic time. */
  data: string;
  hora: string;
  profissional: string;
  /** The patient's own link, absolute (`APP_URL/consulta/{codigo}`): confirm, cancel, reschedule. */
  link: string;
};

/**
 * The provider's answer: sent, or failed. A `definitivo` failure (a number WhatsApp refuses, a
 * template that doesn't exist) is not retried; a temporary one (network, 429, 5xx) is.
 */
export type ResultadoEnvio =
  | { ok: true; detalhe: string | null }
  | { ok: false; erro: string; definitivo: boolean };

/**
 * Any other message (a return, a birthday): the approved template named for its kind in the
 * configuration, whose body takes the patient's first name, the clinic and the text as sent
 * (which ends with the opt-out link).
 */
export type MensagemModelo = { para: string; modelo: string; parametros: string[] };

/** Sends the patients' messages: the WhatsApp Cloud API in production, a log-only one offline. */
export type ProvedorWhatsapp = {
  nome: 'cloud' | 'registro';
  enviarLembrete(m: MensagemLembrete): Promise<ResultadoEnvio>;
  enviarModelo(m: MensagemModelo): Promise<ResultadoEnvio>;
};
