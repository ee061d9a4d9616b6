/** Postgres error codes the services translate into business answers (same on PGlite). */
const codigo = (e: unknown) => (e as { code?: string } | null)?.code;

export const ehViolacaoUnica = (e: unknown) => codigo(e) === '23505';
export const ehViolacaoChaveEstrangeira = (e: unknown) => codigo(e) === '23503';
