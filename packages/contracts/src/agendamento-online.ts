import { z } from 'zod';
import { opcional } from './campos';
import { idSchema, leniente } from './leniente';
import { MSG } from './mensagens';

/**
 * The clinic's online-booking settings (issue 34, ADM): on/off, the public address, what is
 * offered, the rules of the slots (notice, horizon, step) and of the patient's link (how late
 * they may cancel or reschedule), how bookings are confirmed, a short message for the page.
 */
const M = MSG.agendamentoOnline;

export const CONFIRMACOES = ['automatica', 'equipe'] as const;
export type Confirmacao = (typeof CONFIRMACOES)[number];

/** Lower-case letters, digits and inner hyphens, 3–60 characters: '/agendar/clinica-sorriso'. */
export const slugAgendamentoSchema = z
  .string({ error: M.slugInvalido })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/, M.slugInvalido);

const inteiro = (min: number, max: number, msg: string) =>
  z.number({ error: msg }).int(msg).min(min, msg).max(max, msg);
const ids = z.array(idSchema).max(200, M.listaLonga);

export const agendamentoOnlineInputSchema = z
  .object({
    ativo: z.boolean(),
    slug: slugAgendamentoSchema.nullish().transform((v) => v ?? null),
    tratamentos: ids.default([]),
    profissionais: ids.default([]),
    antecedencia_horas: inteiro(0, 720, M.antecedenciaInvalida).default(2),
    horizonte_dias: inteiro(1, 365, M.horizonteInvalido).default(60),
    /** Null: each treatment's own duration. */
    passo_minutos: inteiro(5, 480, M.passoInvalido)
      .nullish()
      .transform((v) => v ?? null),
    confirmacao: z.enum(CONFIRMACOES, { error: M.confirmacaoInvalida }).default('automatica'),
    cancelamento_horas: inteiro(0, 720, M.cancelamentoInvalido).default(24),
    mensagem: opcional(500),
    max_por_celular: inteiro(1, 20, M.maxPorCelularInvalido).default(2),
  })
  .refine((v) => !v.ativo || v.slug !== null, { path: ['slug'], message: M.slugObrigatorio });
export type AgendamentoOnlineDados = z.output<typeof agendamentoOnlineInputSchema>;
/** PUT /api/agendamento-online: numbers and booleans as the old clients send them (DECISIONS 20). */
export const agendamentoOnlineRestSchema = leniente(agendamentoOnlineInputSchema);

const escolhidoSchema = z.object({ id: z.number().int(), nome: z.string() });

export const agendamentoOnlineSchema = z.object({
  ativo: z.boolean(),
  slug: z.string().nullable(),
  /** The page's absolute address, null until there is a slug. */
  url: z.string().nullable(),
  tratamentos: z.array(z.number().int()),
  profissionais: z.array(z.number().int()),
  antecedencia_horas: z.number().int(),
  horizonte_dias: z.number().int(),
  passo_minutos: z.number().int().nullable(),
  confirmacao: z.enum(CONFIRMACOES),
  cancelamento_horas: z.number().int(),
  mensagem: z.string().nullable(),
  max_por_celular: z.number().int(),
  /** The offered ones with their names, by name: the form shows them before any search. */
  nomes: z.object({ tratamentos: z.array(escolhidoSchema), profissionais: z.array(escolhidoSchema) }),
});
export type AgendamentoOnline = z.infer<typeof agendamentoOnlineSchema>;

/** The settings form checks the address while it is typed. */
export const slugAgendamentoLivreInputSchema = z.object({ slug: z.string().max(100) });
export const slugAgendamentoLivreSchema = z.object({ livre: z.boolean(), valido: z.boolean() });
