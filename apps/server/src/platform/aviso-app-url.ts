import type { Config } from '../config';

/**
 * The start message's warning when APP_URL was left at its default (issue 40): the links that
 * leave the app (signing links on WhatsApp, e-mails, the checkout's return) are built on it, and
 * http://localhost only opens on the server's own computer — not on the patient's phone nor the
 * clinic's tablet. Null when APP_URL was set.
 */
export function avisoAppUrl(config: Pick<Config, 'appUrl' | 'port'>): string | null {
  if (config.appUrl) return null;
  return [
    `  Aviso: APP_URL não foi definida; os links enviados aos pacientes usarão http://localhost:${config.port},`,
    '  que só abre neste computador. Defina APP_URL com o endereço que a clínica usa',
    `  (ex.: APP_URL=http://192.168.0.10:${config.port}).`,
  ].join('\n');
}
