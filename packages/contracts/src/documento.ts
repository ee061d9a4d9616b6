import { z } from 'zod';
import { arquivadoEmSchema } from './arquivamento';
import { MAIOR_INTEIRO } from './leniente';
import { MENSAGEM_TERMO_OBRIGATORIOS, TIPOS_TERMO } from './termo';

export const TIPOS_DOCUMENTO = ['CONTRATO', 'TERMO'] as const;

const campos = {
  tipo: z.enum(TIPOS_DOCUMENTO).default('TERMO'),
  titulo: z
    .string({ error: MENSAGEM_TERMO_OBRIGATORIOS })
    .trim()
    .min(1, MENSAGEM_TERMO_OBRIGATORIOS)
    .max(200),
  cabecalho: z.string().max(100_000).default(''),
  corpo: z.string({ error: MENSAGEM_TERMO_OBRIGATORIOS }).min(1, MENSAGEM_TERMO_OBRIGATORIOS).max(500_000),
};

/** A patient document: a copy of a template's text plus the generated header, both editable until signed. */
export const documentoCreateSchema = z.object({
  id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO),
  ...campos,
  /** The template it starts from (issue 19): the document copies that template's kind. */
  id_termo: z.coerce.number().int().positive().max(MAIOR_INTEIRO).nullish(),
});
export const documentoUpdateSchema = z.object(campos);

export const evidenciaSchema = z.object({
  assinado_em: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  hash_conteudo: z.string(),
  hash_assinatura: z.string(),
});
export type Evidencia = z.infer<typeof evidenciaSchema>;

export const documentoPacienteSchema = z.object({
  id: z.number().int(),
  id_paciente: z.number().int(),
  codigo: z.string(),
  tipo: z.enum(TIPOS_DOCUMENTO),
  titulo: z.string(),
  cabecalho: z.string(),
  corpo: z.string(),
  status: z.enum(['Pendente', 'Assinado']),
  assinado_em: z.string().nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
  /** The kind copied from its template (issue 19): 'uso_imagem' signed = the image-use consent. */
  tipo_termo: z.enum(TIPOS_TERMO),
  /** Retention (issue 19): when it was archived; null while active. */
  arquivado_em: arquivadoEmSchema,
  /** Brought from the old system (issue 39): signed, it was signed there (no evidence of ours). */
  importado: z.boolean(),
});
export type DocumentoPaciente = z.infer<typeof documentoPacienteSchema>;

/**
 * The clinic as documents carry it (spec 02 §3 "Account data used in documents"): the header,
 * the city on the signing page. `imagem_perfil` is the logo's signed, absolute URL.
 */
export const contaDocumentoSchema = z.object({
  tipo: z.string(),
  nome: z.string(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  cep: z.string().nullable(),
  documento: z.string().nullable(),
  imagem_perfil: z.string().nullable(),
});
export type ContaDocumento = z.infer<typeof contaDocumentoSchema>;

/**
 * REST's patient document (spec 02 §3 pacientes_termos): ours plus `id_conta`, `conta` and
 * `assinatura` — the signature image's signed URL, null while unsigned (present means signed).
 */
export const documentoPacienteRestSchema = documentoPacienteSchema.extend({
  id_conta: z.number().int(),
  conta: contaDocumentoSchema,
  assinatura: z.string().nullable(),
});
export type DocumentoPacienteRest = z.infer<typeof documentoPacienteRestSchema>;

/** What the public signing, print and verification pages receive for a code. */
export const documentoPublicoSchema = z.object({
  /** The spec's entity fields (REST's GET /pacientes_termos/c/{codigo} answers the document). */
  id: z.number().int(),
  id_conta: z.number().int(),
  id_paciente: z.number().int(),
  atualizado_em: z.string(),
  codigo: z.string(),
  tipo: z.enum(TIPOS_DOCUMENTO),
  titulo: z.string(),
  /** 'CONTRATO DE PRESTAÇÃO DE SERVIÇO' or 'TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO - {titulo}'. */
  cabecalho_titulo: z.string(),
  cabecalho: z.string(),
  corpo: z.string(),
  criado_em: z.string(),
  conta: contaDocumentoSchema,
  assinado: z.boolean(),
  assinatura: z.string().nullable(),
  evidencia: evidenciaSchema.nullable(),
});
export type DocumentoPublico = z.infer<typeof documentoPublicoSchema>;
/**
 * What the patient's own page gets over tRPC: the same, without the internal ids (issue 38).
 * REST's GET /pacientes_termos/c/{codigo} keeps them: the spec's entity fields (DECISIONS 20).
 */
export const documentoPublicoPaginaSchema = documentoPublicoSchema.omit({
  id: true,
  id_conta: true,
  id_paciente: true,
});
export type DocumentoPublicoPagina = z.infer<typeof documentoPublicoPaginaSchema>;

export const codigoParamSchema = z.object({ codigo: z.string().min(1).max(100) });

export const assinarDocumentoSchema = z.object({
  assinatura: z
    .string({ error: 'Assinatura não pode ser vazia.' })
    .min(1, 'Assinatura não pode ser vazia.')
    .max(2_000_000),
});

export const verificacaoSchema = z.object({
  codigo: z.string(),
  tipo: z.enum(TIPOS_DOCUMENTO),
  titulo: z.string(),
  clinica: z.string(),
  assinado: z.boolean(),
  evidencia: evidenciaSchema.nullable(),
});
export type Verificacao = z.infer<typeof verificacaoSchema>;
