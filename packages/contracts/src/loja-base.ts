import { PAPEIS_LOJA } from '@clinica/domain';
import { z } from 'zod';

/** The store back office's REST base (DECISIONS.md 2): every store call lives under it. */
export const API_LOJA = '/api/loja';

/** What the store layout needs: the caller's role and their own store (null: none linked yet). */
export const contextoLojaSchema = z.object({
  papel_loja: z.enum(PAPEIS_LOJA),
  loja: z.object({ id: z.number().int(), nome: z.string(), slug: z.string() }).nullable(),
});
export type ContextoLoja = z.infer<typeof contextoLojaSchema>;
