import { ESTADOS_LEMBRETE, janelaValida, lerDataHoraLocal, STATUS_AGENDAMENTO } from '@clinica/domain';
import { z } from 'zod';
import { opcional } from './campos';
import {
  booleanoLeniente,
  dataHoraLeniente,
  enumLeniente,
  idLeniente,
  idSchema,
  MAIOR_INTEIRO,
  numeroLeniente,
} from './leniente';
import { limiteRestSchema } from './lista';
import { MSG } from './mensagens';

/**
 * Appointments (spec 02 §3, §5). Both APIs speak the clinic's wall clock: `data_hora` is
 * 'YYYY-MM-DD HH:mm' in the clinic's zone (DECISIONS.md 7), so neither the server's nor the
 * browser's time zone can move an appointment.
 */
const M = MSG.agenda;
const obrigatorio = MSG.geral.campoObrigatorio;

/** 'YYYY-MM-DD HH:mm', a real calendar date and time (the zone doesn't change validity). */
export const dataHoraSchema = z
  .string({ error: obrigatorio })
  .trim()
  .min(1, obrigatorio)
  .max(20, M.dataInvalida)
  .refine((v) => lerDataHoraLocal(v, 'UTC') !== null, M.dataInvalida)
  .transform((v) => v.replace('T', ' ').slice(0, 16));

const DIA = /^\d{4}-\d{2}-\d{2}$/;
export const diaSchema = z
  .string({ error: obrigatorio })
  .regex(DIA, M.dataInvalida)
  .refine((v) => lerDataHoraLocal(`${v} 00:00`, 'UTC') !== null, M.dataInvalida);

export const duracaoAgendamentoSchema = z
  .number({ error: obrigatorio })
  .int(M.duracaoInvalida)
  .min(1, M.duracaoInvalida)
  .max(9999, M.duracaoInvalida);

export const statusAgendamentoSchema = z.enum(STATUS_AGENDAMENTO, { error: M.statusInvalido });

export const agendamentoInputSchema = z.object({
  id_paciente: idSchema,
  id_profissional: idSchema,
  id_tratamento: idSchema,
  data_hora: dataHoraSchema,
  duracao: duracaoAgendamentoSchema,
  status: statusAgendamentoSchema.default('Agendado'),
  observacao: opcional(2000),
  notificacoes: z.boolean({ error: obrigatorio }).default(true),
});
export type AgendamentoInput = z.input<typeof agendamentoInputSchema>;
export type DadosAgendamento = z.output<typeof agendamentoInputSchema>;

// --- REST: lenient in (DECISIONS.md 20) -------------------------------------------------------

/** 'agendado', 'EM ATENDIMENTO', 'cancelado pelo paciente' all name a status. */
const statusLeniente = enumLeniente(STATUS_AGENDAMENTO, statusAgendamentoSchema);

/**
 * POST/PUT /api/agendas: the spec's payload, numbers, booleans and data_hora ('DD/MM/YYYY HH:mm'
 * too, issue 33) as the old clients sent them.
 */
export const agendamentoRestInputSchema = agendamentoInputSchema.extend({
  data_hora: dataHoraLeniente(dataHoraSchema),
  id_paciente: idLeniente,
  id_profissional: idLeniente,
  id_tratamento: idLeniente,
  duracao: numeroLeniente(duracaoAgendamentoSchema),
  status: statusLeniente.default('Agendado'),
  notificacoes: booleanoLeniente.default(true),
});

const paginaRestSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: limiteRestSchema().optional(),
});
export const agendaPacienteRestQuerySchema = paginaRestSchema;

/** What the agenda's search box reads: the patient's, the professional's or the treatment's name. */
const buscaAgendaSchema = z
  .string()
  .trim()
  .max(100)
  .meta({ description: 'Busca no nome do paciente, do profissional ou do tratamento (sem acentos).' });

/**
 * GET /api/agendas: a window needs both ends (the calendar's rule), or neither for the list;
 * `q` searches either (issue 33).
 */
export const agendaRestQuerySchema = paginaRestSchema
  .extend({
    q: buscaAgendaSchema.optional(),
    id_profissional: z.coerce.number().int().positive().max(MAIOR_INTEIRO).optional(),
    inicio: diaSchema.optional(),
    fim: diaSchema.optional(),
  })
  .refine(
    (v) =>
      v.inicio === undefined && v.fim === undefined
        ? true
        : v.inicio !== undefined && v.fim !== undefined && janelaValida(v.inicio, v.fim),
    M.periodoInvalido,
  );

// --- Out ----------------------------------------------------------------------------------------

export const entregaLembreteSchema = z.object({
  tentativa: z.number().int(),
  sucesso: z.boolean(),
  detalhe: z.string().nullable(),
  criado_em: z.string(),
});

/** The reminder as the form shows it: its state and every delivery attempt. */
export const lembreteSchema = z.object({
  status: z.enum(ESTADOS_LEMBRETE),
  enviar_em: z.string(),
  enviado_em: z.string().nullable(),
  tentativas: z.number().int(),
  entregas: z.array(entregaLembreteSchema),
});
export type Lembrete = z.infer<typeof lembreteSchema>;

export const agendamentoSchema = z.object({
  id: z.number().int(),
  paciente: z.object({ id: z.number().int(), nome: z.string(), email: z.string().nullable() }),
  profissional: z.object({ id: z.number().int(), nome: z.string() }),
  tratamento: z.object({ id: z.number().int(), nome: z.string() }),
  id_paciente: z.number().int(),
  id_profissional: z.number().int(),
  id_tratamento: z.number().int(),
  /** Clinic wall clock, 'YYYY-MM-DD HH:mm'. */
  data_hora: z.string(),
  /** The same instant in ISO 8601 with its offset, for clients that prefer it (additive). */
  inicio: z.string(),
  duracao: z.number().int(),
  status: statusAgendamentoSchema,
  observacao: z.string().nullable(),
  notificacoes: z.boolean(),
  criado_em: z.string(),
});
export type Agendamento = z.infer<typeof agendamentoSchema>;

export const agendamentoDetalheSchema = agendamentoSchema.extend({ lembrete: lembreteSchema.nullable() });
export type AgendamentoDetalhe = z.infer<typeof agendamentoDetalheSchema>;

/** The calendar asks for the days it shows: [inicio, fim] inclusive, clinic days. */
export const agendaIntervaloInputSchema = z
  .object({
    inicio: diaSchema,
    fim: diaSchema,
    id_profissional: idSchema.optional(),
    q: buscaAgendaSchema.optional(),
  })
  .refine((v) => janelaValida(v.inicio, v.fim), M.periodoInvalido);

export const agendaListaInputSchema = z.object({
  page: z.number().int().min(1).max(1_000_000).default(1),
  limit: z.number().int().min(1).max(100).default(15),
  id_profissional: idSchema.optional(),
  q: buscaAgendaSchema.default(''),
});

export const agendaDoPacienteInputSchema = z.object({
  id_paciente: idSchema,
  page: z.number().int().min(1).max(1_000_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

/** A picker's row (DECISIONS.md 21): id and name, and the e-mail or the duration where useful. */
export const opcaoBuscaInputSchema = z.object({ q: z.string().trim().max(100).default('') });
export const opcaoPacienteSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
});
export const opcaoProfissionalSchema = z.object({ id: z.number().int(), nome: z.string() });
export const opcaoTratamentoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  duracao: z.number().int(),
});
export type OpcaoPaciente = z.infer<typeof opcaoPacienteSchema>;
export type OpcaoProfissional = z.infer<typeof opcaoProfissionalSchema>;
export type OpcaoTratamento = z.infer<typeof opcaoTratamentoSchema>;

export const lembreteHoraSchema = z.object({
  lembrete_hora: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.lembreteHoraInvalida),
});
