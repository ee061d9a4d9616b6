import { somenteDigitos, validarCelular, validarCpf, validarEmail } from '@clinica/domain';
import { z } from 'zod';
import { dataHoraSchema, diaSchema } from './agenda';
import { opcional } from './campos';
import { idLeniente, idSchema, leniente } from './leniente';
import { MSG } from './mensagens';
import { pacienteCamposSchema } from './paciente';

/**
 * The public booking page /agendar/{slug} and the patient's link /consulta/{codigo} (issue 34,
 * DECISIONS 26): no login; they show the clinic, what it offers and the free slots, and of an
 * appointment only its date, time, professional and treatment — never anything else about the patient.
 */
const M = MSG.agendamentoPublico;
const obrigatorio = MSG.geral.campoObrigatorio;

export const slugParamSchema = z.object({ slug: z.string().min(1).max(100) });
export const codigoConsultaParamSchema = z.object({ codigo: z.string().min(1).max(100) });

export const paginaAgendamentoSchema = z.object({
  clinica: z.object({
    nome: z.string(),
    telefone: z.string().nullable(),
    endereco: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    /** The clinic's logo (a signed URL), null without one. */
    imagem_perfil: z.string().nullable(),
  }),
  mensagem: z.string().nullable(),
  tratamentos: z.array(z.object({ id: z.number().int(), nome: z.string(), duracao: z.number().int() })),
  profissionais: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  /** The text the patient agrees to; stored with the booking. */
  consentimento: z.string(),
  /** The bookable clinic days: today to today + horizon ('YYYY-MM-DD'). */
  primeiro_dia: z.string(),
  ultimo_dia: z.string(),
});
export type PaginaAgendamento = z.infer<typeof paginaAgendamentoSchema>;

export const vagasInputSchema = z.object({
  id_tratamento: idSchema,
  id_profissional: idSchema.optional(),
  data: diaSchema,
});
/** GET …/horarios: ids as query strings. */
export const vagasQuerySchema = vagasInputSchema.extend({
  id_tratamento: idLeniente,
  id_profissional: idLeniente.optional(),
});

export const vagaSchema = z.object({
  /** 'HH:mm' on the clinic's clock. */
  hora: z.string(),
  /** 'YYYY-MM-DD HH:mm', what the booking sends back. */
  data_hora: z.string(),
  id_profissional: z.number().int(),
  profissional: z.string(),
});
export type VagaPublica = z.infer<typeof vagaSchema>;

/** The day picker: which days of a window have a free slot (at most 62 days per question). */
export const diasComVagaInputSchema = z.object({
  id_tratamento: idSchema,
  id_profissional: idSchema.optional(),
  de: diaSchema.optional(),
  ate: diaSchema.optional(),
});
export const diasComVagaQuerySchema = diasComVagaInputSchema.extend({
  id_tratamento: idLeniente,
  id_profissional: idLeniente.optional(),
});
export const diasComVagaSchema = z.object({ dias: z.array(z.string()) });

/** A Brazilian mobile, with or without 55 and a mask: kept as its 10–11 digits. */
const celularSchema = z
  .string({ error: obrigatorio })
  .max(30, M.celularInvalido)
  .transform((v) => {
    const d = somenteDigitos(v);
    return d.length >= 12 && d.startsWith('55') ? d.slice(2) : d;
  })
  .refine((v) => validarCelular(v, '55'), M.celularInvalido);

export const reservaInputSchema = z.object({
  id_tratamento: idSchema,
  id_profissional: idSchema,
  data_hora: dataHoraSchema,
  nome: z.string({ error: obrigatorio }).trim().min(1, obrigatorio).max(150, 'Máximo de 150 caracteres.'),
  celular: celularSchema,
  email: opcional(254).refine((v) => v === null || validarEmail(v), MSG.pacientes.emailInvalido),
  cpf: z
    .string()
    .max(20)
    .nullish()
    .transform((v) => (v ? somenteDigitos(v) : null))
    .refine((v) => v === null || validarCpf(v), MSG.pacientes.cpfInvalido),
  consentimento: z.literal(true, { error: M.consentimentoObrigatorio }),
  /**
   * The page's unticked marketing box: true records the patient's yes to birthday and clinic
   * news on both channels (origin 'agendamento'); absent or false records nothing.
   */
  aceita_marketing: z.boolean().optional(),
  /**
   * The honeypot: a field the page hides from people. A bot that fills it gets the same answer
   * as a person and nothing is booked.
   */
  site: z.string().max(500).optional(),
});
export type ReservaDados = z.output<typeof reservaInputSchema>;
export const reservaRestSchema = leniente(reservaInputSchema);

export const reservaSchema = z.object({
  codigo: z.string(),
  status: z.string(),
  data_hora: z.string(),
  /** The patient's own link, /consulta/{codigo} (absolute). */
  url: z.string(),
});
export type Reserva = z.infer<typeof reservaSchema>;

/** What the patient's link shows: the appointment and the clinic, nothing else about the patient. */
export const consultaPublicaSchema = z.object({
  codigo: z.string(),
  data_hora: z.string(),
  duracao: z.number().int(),
  status: z.string(),
  profissional: z.string(),
  tratamento: z.string(),
  clinica: z.object({
    nome: z.string(),
    telefone: z.string().nullable(),
    endereco: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    slug: z.string().nullable(),
  }),
  /** Whether 'Cancelar' and 'Escolher outro horário' still work here (the clinic's window). */
  pode_alterar: z.boolean(),
  /** Until when (ISO 8601); past it the page says to call the clinic. */
  alterar_ate: z.string(),
  pode_confirmar: z.boolean(),
  /**
   * 'Escolher outro horário' works: within the window and while the clinic takes online bookings
   * (its page on, its subscription not cancelled). Cancelling needs only the window.
   */
  pode_remarcar: z.boolean(),
  /**
   * The patient booked online with name and mobile only (G13) and may complete the rest here
   * once: birth date, sex, CPF, address. Nothing already on the record is shown back.
   */
  completar_cadastro: z.boolean(),
  id_tratamento: z.number().int(),
  id_profissional: z.number().int(),
});
export type ConsultaPublica = z.infer<typeof consultaPublicaSchema>;

/**
 * What a pre-registered patient completes from their link (issue 34, G13): the patient form's own
 * rules for sex, birth date, CPF and address; name and mobile stay as booked.
 */
export const completarCadastroInputSchema = pacienteCamposSchema.pick({
  sexo: true,
  nascimento: true,
  cpf: true,
  cep: true,
  endereco: true,
  numero: true,
  complemento: true,
  bairro: true,
  cidade: true,
  estado: true,
});
export type CompletarCadastroDados = z.output<typeof completarCadastroInputSchema>;

export const reagendarInputSchema = z.object({ data_hora: dataHoraSchema });
export const mensagemConsultaSchema = z.object({ message: z.string(), consulta: consultaPublicaSchema });
