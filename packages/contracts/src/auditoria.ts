import { z } from 'zod';
import { MAIOR_INTEIRO } from './leniente';

/**
 * The spec's log record. `token` and `localstorage` are accepted for compatibility and
 * dropped (DECISIONS.md 19); `ip` is taken from the request, never from the client.
 */
export const logInputSchema = z.object({
  id_user: z.coerce.number().int().min(-MAIOR_INTEIRO).max(MAIOR_INTEIRO).nullish(),
  action: z.string({ error: 'Campo obrigatório' }).trim().min(1, 'Campo obrigatório').max(100),
  description: z.string().trim().max(1000).nullish(),
  ip: z.unknown().optional(),
  user_agent: z.string().max(500).nullish(),
  token: z.unknown().optional(),
  localstorage: z.unknown().optional(),
});
export type LogInput = z.infer<typeof logInputSchema>;

export const logOutputSchema = z.object({ id: z.number().int() });
