import type { z } from 'zod';
import { DomainError } from '../../platform/errors';

/**
 * A service's own check of its input with the shared schema: the first issue's pt-BR message as
 * a 400 on both surfaces (a REST body reaches the service in the REST names, mapped, so the
 * route's schema alone can't give the spec's message; a bare ZodError would be a 500 there).
 */
/**
 * What a caller hands a service that checks its input with `validar`: the input's fields, any of
 * them possibly missing or null (a REST body mapped field by field); the schema answers for them.
 */
export type Enviado<T> = { [K in keyof T]?: T[K] | null | undefined };

export function validar<T extends z.ZodType>(schema: T, valor: unknown): z.output<T> {
  const r = schema.safeParse(valor);
  if (!r.success) throw new DomainError('ENTRADA_INVALIDA', r.error.issues[0]?.message);
  return r.data;
}
