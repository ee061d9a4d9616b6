import { textoDe } from '@clinica/domain';
import { DomainError } from './errors';

/**
 * A failure's SQLSTATE (undefined when it has none): the one reader of the driver's `code`, for
 * the translations below and for logs that name a failure by its code only (a driver message
 * may quote row values, and health data stays out of logs).
 */
export const codigo = (e: unknown) => textoDe(e, 'code');

/** Postgres error codes the services translate into business answers (same on PGlite). */
export const ehViolacaoUnica = (e: unknown) => codigo(e) === '23505';
const ehViolacaoChaveEstrangeira = (e: unknown) => codigo(e) === '23503';
/** An exclusion constraint refused the row (two appointments in one professional's slot). */
export const ehViolacaoExclusao = (e: unknown) => codigo(e) === '23P01';

/** The business answer to each kind of violation an operation may hit. */
export type MensagensViolacao = {
  /** A unique index refused the row (a duplicate name, e-mail, CPF...). */
  unica?: string;
  /** A foreign key refused the change (the row is still in use, or a reference is gone). */
  chaveEstrangeira?: string;
};

/**
 * Runs a write and turns the constraint violations it names into 409s with their pt-BR
 * message; the database decides, so two requests racing can't both win.
 */
export async function traduzirViolacoes<T>(
  operacao: () => Promise<T>,
  mensagens: MensagensViolacao,
): Promise<T> {
  try {
    return await operacao();
  } catch (e) {
    if (mensagens.unica !== undefined && ehViolacaoUnica(e))
      throw new DomainError('CONFLITO', mensagens.unica);
    if (mensagens.chaveEstrangeira !== undefined && ehViolacaoChaveEstrangeira(e))
      throw new DomainError('CONFLITO', mensagens.chaveEstrangeira);
    throw e;
  }
}

/**
 * A value the database can't store as sent (a NUL byte in text, a number out of its column's
 * range): SQLSTATE class 22, "data exception". It came from the client, so it is a 400 with the
 * generic message, never a 500 — and nothing was written (the statement failed).
 */
export function comoEntradaInvalida(e: unknown): DomainError | null {
  const c = codigo(e);
  return typeof c === 'string' && c.startsWith('22') ? new DomainError('ENTRADA_INVALIDA') : null;
}
