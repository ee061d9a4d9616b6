import { z } from 'zod';

/** Spec 03 §3 "Log": description and createdAt (plus who, from where, and the action's key). */
export const logLojaSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
  action: z.string(),
  user: z.string().nullable(),
  ip: z.string().nullable(),
});

/** GET /logs/{page}: `data[]` and `meta.lastPage` (spec 03 §7). */
export const paginaLogsLojaSchema = z.object({
  data: z.array(logLojaSchema),
  meta: z.object({
    currentPage: z.number().int(),
    lastPage: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  }),
});
export type PaginaLogsLoja = z.infer<typeof paginaLogsLojaSchema>;

export const POR_PAGINA_LOGS_LOJA = 20;

export const logsLojaInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
