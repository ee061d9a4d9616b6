import { SENHA_MINIMO } from './senha';
import { ehPalavraComum, ehRepetida, ehSequencia } from './senha-previsivel';

/** Why a new password is refused; the pt-BR text of each is in contracts (MSG.senha). */
export type RecusaSenha =
  | 'curta'
  | 'espacos'
  | 'igualEmail'
  | 'repetida'
  | 'sequencia'
  | 'palavraComum'
  | 'comum';

export type ContextoSenha = {
  /** The account's e-mail: the password may be neither it nor its part before the '@'. */
  email?: string | null;
  /**
   * The common-password check. Injected so this file does not pull the 10,000-word list
   * (`@clinica/domain/senhas-comuns`) into every bundle that imports the package index.
   */
  ehComum?: (senha: string) => boolean;
};

const normalizar = (s: string) => s.trim().toLowerCase();

function igualAoEmail(senha: string, email: string | null | undefined): boolean {
  const e = normalizar(email ?? '');
  if (!e) return false;
  const s = normalizar(senha);
  const local = e.split('@')[0] ?? '';
  return s === e || (local.length > 0 && s === local);
}

/**
 * The first reason a password may not be set, or null when it may. The order is what a
 * person fixes first: whitespace only (which would otherwise pass the length check), too
 * short, the e-mail itself, then what anyone guesses (a repeated character, a sequence, a
 * common Portuguese word with digits: `senha-previsivel.ts`), one of the most common passwords.
 */
export function recusaSenha(senha: string, contexto: ContextoSenha = {}): RecusaSenha | null {
  if (senha.length > 0 && senha.trim() === '') return 'espacos';
  if (senha.length < SENHA_MINIMO) return 'curta';
  if (igualAoEmail(senha, contexto.email)) return 'igualEmail';
  if (ehRepetida(senha)) return 'repetida';
  if (ehSequencia(senha)) return 'sequencia';
  if (ehPalavraComum(senha)) return 'palavraComum';
  if (contexto.ehComum?.(senha)) return 'comum';
  return null;
}
