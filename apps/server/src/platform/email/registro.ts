import type { ProvedorEmail } from './provedor';

/**
 * Without `SMTP_URL` (embedded mode, tests) an e-mail is only recorded, like WhatsApp: the
 * delivery log says so, the server log says one was recorded, never to whom.
 */
export function criarEmailRegistro(log: (msg: string) => void = () => {}): ProvedorEmail {
  return {
    nome: 'registro',
    async enviar() {
      log('e-mail registrado (SMTP não configurado)');
      return { ok: true, detalhe: 'Registrado sem envio: e-mail não configurado neste servidor' };
    },
  };
}
