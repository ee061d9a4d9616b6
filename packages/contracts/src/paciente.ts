import {
  DDIS,
  type Ddi,
  lerDataNascimento,
  SEXOS,
  somenteDigitos,
  validarCelular,
  validarCpf,
  validarEmail,
} from '@clinica/domain';
import { z } from 'zod';
import { arquivadoEmSchema } from './arquivamento';
import { enderecoOpcional, opcional } from './campos';
import { MSG } from './mensagens';

const obrigatorio = MSG.geral.campoObrigatorio;
const M = MSG.pacientes;

/** Digits of a masked value (CPF, phone, CEP); '' or missing becomes null. */
const digitosOpcionais = z
  .string()
  .max(30)
  .nullish()
  .transform((v) => (v ? somenteDigitos(v) : '') || null);

const data = (v: string) => lerDataNascimento(v, new Date());

/**
 * The patient form and POST/PUT /pacientes (spec 02 §5): name, mobile, sex and birth date
 * required; CPF check digits; e-mail; phone by DDI (55 or 1); CEP with 8 digits; state with
 * 2 letters. Masked values are accepted and kept as digits; the birth date comes as
 * DD/MM/AAAA (form) or AAAA-MM-DD (API) and leaves as AAAA-MM-DD. Text is trimmed.
 */
export const pacienteCamposSchema = z.object({
  nome: z.string({ error: obrigatorio }).trim().min(1, obrigatorio).max(150, 'Máximo de 150 caracteres.'),
  ddi: z.enum(DDIS).default('55'),
  celular: z
    .string({ error: obrigatorio })
    .max(30)
    .transform(somenteDigitos)
    .refine((v) => v.length > 0, obrigatorio),
  sexo: z.enum(SEXOS, { error: obrigatorio }),
  nascimento: z
    .string({ error: obrigatorio })
    .trim()
    .min(1, obrigatorio)
    .superRefine((v, ctx) => {
      const r = data(v);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.erro });
    })
    .transform((v) => {
      const r = data(v);
      return r.ok ? r.iso : v;
    }),
  cpf: digitosOpcionais.refine((v) => v === null || validarCpf(v), M.cpfInvalido),
  rg: opcional(20),
  email: opcional(254).refine((v) => v === null || validarEmail(v), M.emailInvalido),
  observacao: opcional(2000),
  responsavel_nome: opcional(150),
  responsavel_celular: digitosOpcionais,
  responsavel_cpf: digitosOpcionais.refine((v) => v === null || validarCpf(v), M.cpfInvalido),
  responsavel_nascimento: opcional(10)
    .superRefine((v, ctx) => {
      if (v === null) return;
      const r = data(v);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.erro });
    })
    .transform((v) => {
      if (v === null) return null;
      const r = data(v);
      return r.ok ? r.iso : v;
    }),
  ...enderecoOpcional({ cepInvalido: M.cepInvalido, estadoInvalido: M.estadoInvalido }),
});

/** The phones are read by the DDI: a rule across fields, kept apart so the form's schema extends the fields. */
export function celularesDoDdi(
  p: { ddi: Ddi; celular: string; responsavel_celular: string | null },
  ctx: z.RefinementCtx,
) {
  if (p.celular && !validarCelular(p.celular, p.ddi)) {
    ctx.addIssue({ code: 'custom', path: ['celular'], message: M.telefoneInvalido });
  }
  if (p.responsavel_celular && !validarCelular(p.responsavel_celular, p.ddi)) {
    ctx.addIssue({ code: 'custom', path: ['responsavel_celular'], message: M.telefoneInvalido });
  }
}

export const pacienteInputSchema = pacienteCamposSchema.superRefine(celularesDoDdi);
export type PacienteDados = z.output<typeof pacienteInputSchema>;

/**
 * A new patient, with the marketing consent the form asks with an unticked box (issue 35, LGPD
 * art. 8: only a yes the patient gave counts; absent or false records nothing). Changing it later
 * is the record's 'Mensagens' tab, so the edit doesn't take it.
 */
export const aceitaMarketingSchema = z.object({ aceita_marketing: z.boolean().optional() });
export const pacienteCriacaoSchema = pacienteCamposSchema
  .extend(aceitaMarketingSchema.shape)
  .superRefine(celularesDoDdi);
export type PacienteCriacao = z.output<typeof pacienteCriacaoSchema>;

export const pacienteSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ddi: z.enum(DDIS),
  celular: z.string(),
  /** Null only on a pre-registration ('Cadastro incompleto', issue 34). */
  sexo: z.enum(SEXOS).nullable(),
  nascimento: z.string().nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  email: z.string().nullable(),
  observacao: z.string().nullable(),
  responsavel_nome: z.string().nullable(),
  responsavel_celular: z.string().nullable(),
  responsavel_cpf: z.string().nullable(),
  responsavel_nascimento: z.string().nullable(),
  cep: z.string().nullable(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
  /** Retention (issue 19): when it was archived ('Arquivado' badge); null while active. */
  arquivado_em: arquivadoEmSchema,
  /**
   * Booked online with name and mobile only (issue 34, G13): the record shows 'Cadastro
   * incompleto' until the patient or the staff fill in the rest.
   */
  cadastro_incompleto: z.boolean(),
});
export type Paciente = z.infer<typeof pacienteSchema>;

/**
 * The image-use consent (issue 19, CFM 2.336/2023): the latest signed document of kind
 * 'uso_imagem'; null when the patient has none (their photos are 'uso interno').
 */
export const consentimentoImagemSchema = z.object({
  assinado_em: z.string(),
  id_documento: z.number().int(),
});
/** One patient as the record (paciente.get, GET /pacientes/{id}) shows them. */
export const pacienteDetalheSchema = pacienteSchema.extend({
  consentimento_imagem: consentimentoImagemSchema.nullable(),
});
export type PacienteDetalhe = z.infer<typeof pacienteDetalheSchema>;

/** The Ficha's autocomplete: name and e-mail (spec 02 §2). */
export const pacienteOpcaoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
});
export type PacienteOpcao = z.infer<typeof pacienteOpcaoSchema>;
export const pacienteBuscaInputSchema = z.object({ q: z.string().trim().max(100).default('') });
