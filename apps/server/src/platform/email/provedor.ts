import type { ResultadoEnvio } from '../whatsapp/provedor';

/** An e-mail to a patient: plain text (it ends with the opt-out link when it is not a reminder). */
export type Email = { para: string; assunto: string; texto: string };

/** Sends e-mail: SMTP (nodemailer, `SMTP_URL`) in production, a log-only one offline and in tests. */
export type ProvedorEmail = {
  nome: 'smtp' | 'registro';
  enviar(m: Email): Promise<ResultadoEnvio>;
};
