import { ACOES_DO_PACIENTE } from '@clinica/domain';
import { z } from 'zod';
import { MAIOR_INTEIRO } from './leniente';

/**
 * What a staff member is told about: a patient signed what they created (issue 19); a patient
 * booked, asked for, confirmed, cancelled or rescheduled an appointment by themself (issue 34:
 * `titulo` is then the appointment's clinic wall clock 'YYYY-MM-DD HH:mm', `id_recurso` its id);
 * a pre-registered patient completed their record from their link (`id_recurso` the patient).
 */
export const TIPOS_NOTIFICACAO = [
  'documento_assinado',
  'anamnese_assinada',
  ...ACOES_DO_PACIENTE,
  'cadastro_completado',
  /** Issue 36: a package with sessions left expires within a week (`id_recurso` the package). */
  'pacote_a_vencer',
] as const;
export type TipoNotificacao = (typeof TIPOS_NOTIFICACAO)[number];

/**
 * One notification as the bell's panel and the record show it. `texto` is the action without the
 * patient ('assinou o termo "Consentimento…"'); `paciente.nome` is read at list time, so the row
 * itself keeps no personal data beyond ids and the document's title.
 */
export const notificacaoSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_NOTIFICACAO),
  id_paciente: z.number().int(),
  paciente: z.object({ id: z.number().int(), nome: z.string() }),
  id_recurso: z.number().int(),
  titulo: z.string(),
  texto: z.string(),
  criado_em: z.string(),
  lida_em: z.string().nullable(),
});
export type Notificacao = z.infer<typeof notificacaoSchema>;

export const notificacaoListaInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** Only this patient's (the record's 'novo' marker). */
  id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO).optional(),
  /** Only the unread ones. */
  nao_lidas: z.boolean().default(false),
});

/** Notification ids are bigserial: within JavaScript's safe integers. */
export const notificacaoIdSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
