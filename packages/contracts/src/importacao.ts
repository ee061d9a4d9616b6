import {
  CAMPOS_IMPORTACAO,
  SEXOS,
  STATUS_AGENDAMENTO,
  STATUS_IMPORTACAO,
  TIPOS_DADO_IMPORTACAO,
  TIPOS_IMPORTACAO,
} from '@clinica/domain';
import { z } from 'zod';
import { idSchema } from './leniente';
import { limiteRestSchema, paginaSchema } from './lista';
import { MSG } from './mensagens';

/**
 * 'Importar dados' (issue 39): a spreadsheet of patients is uploaded (REST multipart only: the
 * web's tRPC stays JSON), previewed, confirmed, run by the worker and, within 7 days, undone.
 */
const I = MSG.importacao;

/** Which column (its header as written) fills each field (a patient's, or an appointment's). */
export const mapeamentoSchema = z.partialRecord(
  z.enum(CAMPOS_IMPORTACAO),
  z.string().min(1, I.mapeamentoInvalido).max(200, I.mapeamentoInvalido),
  { error: I.mapeamentoInvalido },
);
export type Mapeamento = z.infer<typeof mapeamentoSchema>;

/** The mapping as a form field: JSON text. */
const mapeamentoTextoSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}, mapeamentoSchema);

/** POST /api/importacoes (multipart): the file field, the kind and, optionally, the mapping. */
export const importacaoUploadSchema = z.object({
  arquivo: z.string({ error: I.arquivoVazio }).max(10_000),
  tipo: z.enum(TIPOS_IMPORTACAO, { error: I.tipoIndisponivel }).default('pacientes'),
  mapeamento: mapeamentoTextoSchema.optional(),
  nome_arquivo: z.string().max(255).optional(),
});

const urlOrigemSchema = z
  .string({ error: I.urlInvalida })
  .trim()
  .min(1, I.urlInvalida)
  .max(500, I.urlInvalida);

/**
 * POST /api/importacoes (JSON) and tRPC `importacao.criarApi`: the old system, by its address and
 * an access token, or an administrator's e-mail and password there (exchanged for a token through
 * its POST /api/login, never stored).
 */
export const importacaoApiTokenSchema = z.object({
  origem: z.literal('api'),
  url: urlOrigemSchema,
  token: z
    .string({ error: I.tokenObrigatorio })
    .trim()
    .min(1, I.tokenObrigatorio)
    .max(4000, I.tokenObrigatorio),
});
export const importacaoApiSenhaSchema = z.object({
  origem: z.literal('api'),
  url: urlOrigemSchema,
  email: z
    .string({ error: I.emailObrigatorio })
    .trim()
    .min(3, I.emailObrigatorio)
    .max(254, I.emailObrigatorio),
  senha: z.string({ error: I.senhaObrigatoria }).min(1, I.senhaObrigatoria).max(200, I.senhaObrigatoria),
});
export const importacaoApiSchema = z.union([importacaoApiTokenSchema, importacaoApiSenhaSchema]);

/** A new mapping for a preview: the preview is computed again from the same file. */
export const importacaoRemapearSchema = z.object({ id: idSchema, mapeamento: mapeamentoSchema });

const contagemSchema = z.object({
  /**
   * The source's count; null while unknown (a kind the old system lists per patient only:
   * documents, anamneses, photos, files — known once its stage has read every patient).
   */
  total: z.number().int().nullable(),
  importados: z.number().int(),
  ignorados: z.number().int(),
  duplicados: z.number().int(),
  erros: z.number().int(),
});

const linhaAmostraSchema = z.object({
  linha: z.number().int(),
  nome: z.string(),
  celular: z.string(),
  cpf: z.string().nullable(),
  nascimento: z.string().nullable(),
  email: z.string().nullable(),
  sexo: z.enum(SEXOS).nullable(),
});
/** An appointment as it will be saved (tipo 'agendas'): when, with whom, and whether the patient is new. */
const linhaAgendaSchema = z.object({
  linha: z.number().int(),
  paciente: z.string(),
  paciente_novo: z.boolean(),
  /** 'DD/MM/AAAA HH:MM' on the clinic's clock. */
  data_hora: z.string(),
  duracao: z.number().int(),
  profissional: z.string(),
  tratamento: z.string(),
  status: z.enum(STATUS_AGENDAMENTO),
});
export type LinhaAgendaPrevia = z.infer<typeof linhaAgendaSchema>;
const motivoLinhaSchema = z.object({ linha: z.number().int(), motivo: z.string() });

/** What the preview shows: the first rows as they will be saved, what is skipped and why, what is already here. */
export const previaSchema = z.object({
  /** What the mapping still lacks (the name or the mobile column): nothing can be imported yet. */
  pendente: z.string().nullable(),
  resumo: z.object({
    total: z.number().int(),
    /** Rows the preview read (all of a spreadsheet; the first pages of an old system). */
    analisadas: z.number().int(),
    importar: z.number().int(),
    duplicados: z.number().int(),
    ignorados: z.number().int(),
    avisos: z.number().int(),
  }),
  amostra: z.array(linhaAmostraSchema),
  /** tipo 'agendas': the first appointments as they will be saved (`amostra` stays empty). */
  agendamentos: z.array(linhaAgendaSchema).optional(),
  ignoradas: z.array(motivoLinhaSchema),
  avisos: z.array(motivoLinhaSchema),
  conflitos: z.array(motivoLinhaSchema.extend({ nome: z.string() })),
});
export type Previa = z.infer<typeof previaSchema>;

/**
 * A record undo kept, and why. `id_paciente` names a patient (the first slice's shape); a record of
 * another kind (an API import's appointment, budget…) says its kind and its id instead.
 */
const mantidoSchema = z.object({
  id_paciente: z.number().int().optional(),
  tipo_dado: z.enum(TIPOS_DADO_IMPORTACAO).optional(),
  id: z.number().int().optional(),
  nome: z.string(),
  motivo: z.string(),
});
export const resultadoDesfazerSchema = z.object({
  removidos: z.number().int(),
  /** At most the first 200 kept records; `mantidos_por_tipo` counts them all. */
  mantidos: z.array(mantidoSchema),
  removidos_por_tipo: z.partialRecord(z.enum(TIPOS_DADO_IMPORTACAO), z.number().int()).optional(),
  mantidos_por_tipo: z.partialRecord(z.enum(TIPOS_DADO_IMPORTACAO), z.number().int()).optional(),
});
export type ResultadoDesfazer = z.infer<typeof resultadoDesfazerSchema>;

export const importacaoSchema = z.object({
  id: z.number().int(),
  origem: z.enum(['planilha', 'api']),
  tipo: z.enum(TIPOS_IMPORTACAO),
  status: z.enum(STATUS_IMPORTACAO),
  nome_arquivo: z.string().nullable(),
  cabecalhos: z.array(z.string()),
  mapeamento: mapeamentoSchema,
  contagens: z.partialRecord(z.enum(TIPOS_DADO_IMPORTACAO), contagemSchema),
  /** The stage an import from the old system's API is in (its kinds run in order); null for a spreadsheet. */
  etapa: z.enum(TIPOS_DADO_IMPORTACAO).nullable(),
  /**
   * Which of the stage's two lists is being read (issue 19's archived records, read after the
   * active ones): false the active list, true the archived one. False for a spreadsheet.
   */
  arquivados: z.boolean(),
  progresso: z.object({ feitos: z.number().int(), total: z.number().int().nullable(), texto: z.string() }),
  previa: previaSchema,
  erro: z.string().nullable(),
  pode_desfazer: z.boolean(),
  desfazer_ate: z.string().nullable(),
  desfazer: resultadoDesfazerSchema.nullable(),
  criado_em: z.string(),
  confirmada_em: z.string().nullable(),
  concluida_em: z.string().nullable(),
  desfeita_em: z.string().nullable(),
});
export type Importacao = z.infer<typeof importacaoSchema>;

export const importacaoErroSchema = z.object({
  /** The kind the row is of (an API import logs each stage's rows; a spreadsheet's are patients). */
  tipo_dado: z.enum(TIPOS_DADO_IMPORTACAO),
  linha: z.number().int(),
  nivel: z.enum(['erro', 'aviso']),
  mensagem: z.string(),
});
export const importacaoErrosPaginaSchema = paginaSchema(importacaoErroSchema);

/** tRPC: one page of an import's row log. */
export const importacaoErrosInputSchema = z.object({
  id: idSchema,
  page: z.number().int().min(1).max(1_000_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});
/** GET /api/importacoes/{id}/erros?page=&limit= */
export const importacaoErrosQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: limiteRestSchema().default(20),
});

/** The clinic's latest imports (the page lists them under the upload). */
export const importacaoResumoSchema = importacaoSchema.pick({
  id: true,
  origem: true,
  tipo: true,
  status: true,
  nome_arquivo: true,
  contagens: true,
  criado_em: true,
});
