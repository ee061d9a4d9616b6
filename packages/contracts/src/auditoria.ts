import { z } from 'zod';
import { MAIOR_INTEIRO } from './leniente';
import { limiteRestSchema } from './lista';

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

/** Who saw a patient's record (issue 19): one row of the tab 'Acessos'. */
export const acessoPacienteSchema = z.object({
  id: z.number().int(),
  id_usuario: z.number().int(),
  /** The user's name, or null when the user was removed since. */
  usuario: z.string().nullable(),
  acao: z.enum(['ficha', 'documento', 'foto', 'arquivo', 'anamnese', 'orcamento', 'impressao', 'exportacao']),
  id_recurso: z.number().int().nullable(),
  ip: z.string().nullable(),
  /** ISO 8601 instant. */
  criado_em: z.string(),
});
export type AcessoPaciente = z.infer<typeof acessoPacienteSchema>;

const DIA_ACESSO = /^\d{4}-\d{2}-\d{2}$/;
const diaAcesso = z
  .string()
  .regex(DIA_ACESSO, 'Data inválida')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Data inválida');

/** Filters of the list: by user and by period (days in the clinic's time zone, both inclusive). */
export const acessosFiltroSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  id_usuario: z.coerce.number().int().positive().max(MAIOR_INTEIRO).optional(),
  de: diaAcesso.optional(),
  ate: diaAcesso.optional(),
});
/** GET /api/pacientes/{id}/acessos: the same filters; a `limit` above 100 is 100 (issue 33). */
export const acessosFiltroRestSchema = acessosFiltroSchema.extend({ limit: limiteRestSchema().default(15) });
export type AcessosFiltro = z.output<typeof acessosFiltroSchema>;
