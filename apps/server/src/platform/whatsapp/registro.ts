import type { ProvedorWhatsapp } from './provedor';

/**
 * Without WhatsApp credentials (embedded mode, tests) a reminder is only recorded: the delivery
 * log says it went through this provider, and the server log says that one was recorded —
 * without the patient's name or number (health data never reaches a log).
 */
export function criarWhatsappRegistro(log: (msg: string) => void = () => {}): ProvedorWhatsapp {
  return {
    nome: 'registro',
    async enviarLembrete() {
      log('lembrete de agendamento registrado (WhatsApp não configurado)');
      return { ok: true, detalhe: 'Registrado sem envio: WhatsApp não configurado neste servidor' };
    },
    async enviarModelo(m) {
      log(`mensagem '${m.modelo}' registrada (WhatsApp não configurado)`);
      return { ok: true, detalhe: 'Registrado sem envio: WhatsApp não configurado neste servidor' };
    },
  };
}
