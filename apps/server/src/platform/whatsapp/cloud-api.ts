import { z } from 'zod';
import type { MensagemLembrete, MensagemModelo, ProvedorWhatsapp, ResultadoEnvio } from './provedor';

const TEMPO_LIMITE_MS = 10_000;

/**
 * The WhatsApp Cloud API (Graph API `POST /{phone-id}/messages`) with an approved template whose
 * body takes, in order: patient, clinic, date, time, professional, and the patient's link
 * (issue 34: `/consulta/{codigo}`, where they confirm, cancel or reschedule). Reminders are
 * business-initiated messages, so WhatsApp only accepts them as templates.
 */
/** The parts of a Graph API answer read here: the message's id, or the error's text. */
const respostaGraph = z.object({
  messages: z.array(z.object({ id: z.string().optional() })).optional(),
  error: z.object({ message: z.string().optional() }).optional(),
});

export function criarWhatsappCloud(c: {
  token: string;
  phoneId: string;
  template: string;
  apiBase: string;
}): ProvedorWhatsapp {
  const enviar = async (para: string, modelo: string, parametros: string[]): Promise<ResultadoEnvio> => {
    const texto = (t: string) => ({ type: 'text', text: t });
    let res: Response;
    try {
      res = await fetch(`${c.apiBase.replace(/\/$/, '')}/${c.phoneId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: para,
          type: 'template',
          template: {
            name: modelo,
            language: { code: 'pt_BR' },
            components: [
              {
                type: 'body',
                parameters: parametros.map(texto),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(TEMPO_LIMITE_MS),
      });
    } catch {
      return { ok: false, erro: 'Sem resposta do WhatsApp', definitivo: false };
    }
    const corpo = respostaGraph.safeParse(await res.json().catch(() => null)).data;
    if (res.ok) return { ok: true, detalhe: corpo?.messages?.[0]?.id ?? null };
    // Graph error texts name the problem (template, number not on WhatsApp), never the number.
    const motivo = corpo?.error?.message?.slice(0, 200) ?? 'erro desconhecido';
    const temporario = res.status === 429 || res.status >= 500;
    return { ok: false, erro: `WhatsApp respondeu ${res.status}: ${motivo}`, definitivo: !temporario };
  };
  return {
    nome: 'cloud',
    enviarLembrete: (m: MensagemLembrete) =>
      enviar(m.para, c.template, [m.paciente, m.clinica, m.data, m.hora, m.profissional, m.link]),
    enviarModelo: (m: MensagemModelo) => enviar(m.para, m.modelo, m.parametros),
  };
}
