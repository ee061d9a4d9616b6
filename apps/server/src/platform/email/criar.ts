import type { Config } from '../../config';
import type { ProvedorEmail } from './provedor';
import { criarEmailRegistro } from './registro';
import { criarEmailSmtp } from './smtp';

/** SMTP when `SMTP_URL` is set, else the log-only provider (embedded mode, tests). */
export function criarProvedorEmail(c: Config['email'], log?: (msg: string) => void): ProvedorEmail {
  return c.modo === 'smtp' ? criarEmailSmtp(c) : criarEmailRegistro(log);
}
