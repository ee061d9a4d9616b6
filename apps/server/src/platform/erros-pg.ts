import { DomainError } from './errors';

/** Postgres error codes the services translate into business answers (same on PGlite). */
const codigo = (e: unknown) => (e as { code?: string } | null)?.code;

export const ehViolacaoUnica = (e: unknown) => codigo(e) === '23505';
export const ehViolacaoChaveEstrangeira = (e: unknown) => codigo(e) === '23503';

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
