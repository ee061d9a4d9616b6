import { MSG } from '@clinica/contracts';
import { recusaSenha } from '@clinica/domain';
import { ehSenhaComum } from '@clinica/domain/senhas-comuns';
import { DomainError } from './errors';

/**
 * Wherever a password is set (sign-up, a new user, a future change or reset), the server has
 * the last word: not only spaces, not the e-mail, not one of the 10,000 most common. The web's
 * strength meter shows the same reasons while typing; this answer (400) is the one that counts.
 */
export function exigirSenhaAceitavel(senha: string, email: string | null): void {
  const recusa = recusaSenha(senha, { email, ehComum: ehSenhaComum });
  if (recusa) throw new DomainError('ENTRADA_INVALIDA', MSG.senha[recusa]);
}
