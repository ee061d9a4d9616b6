import { z } from 'zod';

/** Server-side pagination and search input shared by every list (DECISIONS.md 11). */
export const listaInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  q: z.string().trim().max(100).default(''),
});
export type ListaInput = z.input<typeof listaInputSchema>;
export type Lista = z.output<typeof listaInputSchema>;

/** REST list query: without `page` the documented full list, with it one page. */
export const listaRestQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  q: z.string().trim().max(100).optional(),
});

export const paginaSchema = <T extends z.ZodType>(item: T) =>
  z.object({ itens: z.array(item), total: z.number().int() });
export type Pagina<T> = { itens: T[]; total: number };
