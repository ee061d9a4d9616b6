import { z } from 'zod';

/** Server-side pagination and search input shared by every list (DECISIONS.md 11). */
export const listaInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  q: z.string().trim().max(100).default(''),
});
export type Lista = z.output<typeof listaInputSchema>;

/**
 * A REST list's `?limit=` (issue 33): from 1; above `maximo` it is `maximo` (an old client asking
 * for 1000 rows gets the largest page, not a 400). Not a number, 0 or a fraction stay a 400.
 * Every paged REST list takes its limit from here; tRPC stays strict.
 */
export const limiteRestSchema = (maximo = 100) =>
  z
    .preprocess((v) => {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      return typeof n === 'number' && Number.isFinite(n) && n > maximo ? maximo : n;
    }, z.number().int().min(1).max(maximo))
    .meta({ description: `Linhas por página, de 1 a ${maximo}; um valor maior vale ${maximo}.` });

/** REST list query: without `page` the documented full list, with it one page. */
export const listaRestQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: limiteRestSchema().optional(),
  q: z.string().trim().max(100).optional(),
});

export const paginaSchema = <T extends z.ZodType>(item: T) =>
  z.object({ itens: z.array(item), total: z.number().int() });
export type Pagina<T> = { itens: T[]; total: number };

/**
 * A clinic-wide list of records the spec lists per patient (documents, anamneses, photos,
 * files; issue 39's moving in): `?apos=` the last id already read (0 or absent: from the start),
 * in id order, `limit` rows at most. Keyset, not pages: a clinic with 100,000 records is read in
 * one pass without an OFFSET that grows. The total (X-Total-Count) comes with the first page only.
 */
export const listaDaClinicaQuerySchema = z.object({
  apos: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .default(0)
    .meta({ description: 'O último id já lido; os registros vêm depois dele, em ordem de id.' }),
  limit: limiteRestSchema().default(15),
  arquivados: z.boolean().optional(),
});
