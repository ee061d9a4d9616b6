import { createTransport } from 'nodemailer';
import type { ResultadoEnvio } from '../whatsapp/provedor';
import type { Email, ProvedorEmail } from './provedor';

/**
 * E-mail through SMTP with nodemailer (`SMTP_URL`, from `EMAIL_REMETENTE`). A refusal of the
 * address (5xx) is definitive; a connection problem or a 4xx is retried by the outbox.
 */
export function criarEmailSmtp(c: { url: string; remetente: string }): ProvedorEmail {
  const transporte = createTransport(c.url);
  return {
    nome: 'smtp',
    async enviar(m: Email): Promise<ResultadoEnvio> {
      try {
        const r = await transporte.sendMail({
          from: c.remetente,
          to: m.para,
          subject: m.assunto,
          text: m.texto,
        });
        return { ok: true, detalhe: r.messageId ?? null };
      } catch (e) {
        const codigo = typeof e === 'object' && e && 'responseCode' in e ? Number(e.responseCode) : 0;
        // The server's answer names the problem, never the address (it never reaches the log either).
        return {
          ok: false,
          erro: `SMTP recusou o envio${codigo ? ` (${codigo})` : ''}`,
          definitivo: codigo >= 500,
        };
      }
    },
  };
}
