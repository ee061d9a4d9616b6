import { TIPOS_PERGUNTA } from '@clinica/domain';
import { z } from 'zod';
import { arquivadoEmSchema } from './arquivamento';
import { contaDocumentoSchema, evidenciaSchema } from './documento';
import { MAIOR_INTEIRO } from './leniente';

export const MENSAGEM_SELECIONE_MODELO = 'Selecione um modelo de anamnese.';

export const anamneseCreateSchema = z.object({
  id_modelo_anamnese: z.coerce
    .number({ error: MENSAGEM_SELECIONE_MODELO })
    .int(MENSAGEM_SELECIONE_MODELO)
    .positive(MENSAGEM_SELECIONE_MODELO)
    .max(MAIOR_INTEIRO),
  id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO),
});

export const perguntaAnamneseSchema = z.object({
  id_pergunta: z.number().int(),
  pergunta: z.string(),
  tipo_pergunta: z.enum(TIPOS_PERGUNTA),
  texto_auxiliar: z.string().nullable(),
});

/** An answer as stored and shown: the question as it was, and what the patient answered. */
export const respostaAnamneseSchema = z.object({
  id: z.number().int(),
  pergunta: z.string(),
  tipo_pergunta: z.enum(TIPOS_PERGUNTA),
  resposta: z.string(),
  resposta_auxiliar: z.string().nullable(),
  texto_auxiliar: z.string().nullable(),
});

export const anamnesePacienteSchema = z.object({
  id: z.number().int(),
  id_paciente: z.number().int(),
  codigo: z.string(),
  modelo_anamnese: z.object({ id: z.number().int().nullable(), nome: z.string() }),
  status: z.enum(['pendente', 'Assinada']),
  assinado_em: z.string().nullable(),
  criado_em: z.string(),
  respostas: z.array(respostaAnamneseSchema).nullable(),
  evidencia: evidenciaSchema.nullable(),
  /** Retention (issue 19): when 'Excluir' archived it; null while active. */
  arquivado_em: arquivadoEmSchema,
  /** Brought from the old system (issue 39): signed, it was signed there (no evidence of ours). */
  importado: z.boolean(),
});
export type AnamnesePaciente = z.infer<typeof anamnesePacienteSchema>;

/**
 * The model's questions as the spec nests them (`modelo_anamnese.questoes[]`): the questions frozen
 * into this anamnesis when it was made, each by its question's id, in the model's order.
 */
export const questaoDoModeloAnamneseSchema = z.object({
  id_questao_anamnese: z.number().int(),
  questao: z.object({
    id: z.number().int(),
    pergunta: z.string(),
    tipo_pergunta: z.enum(TIPOS_PERGUNTA),
    texto_auxiliar: z.string().nullable(),
  }),
});

/** The spec's model of a patient anamnesis: its id (null once the model was deleted), name and questions. */
export const modeloDaAnamneseSchema = z.object({
  id: z.number().int().nullable(),
  nome: z.string(),
  questoes: z.array(questaoDoModeloAnamneseSchema),
});

/**
 * REST's patient anamnesis (spec 02 §3): ours plus id_conta, atualizado_em, the model's
 * questions and `assinatura`, the signature image's signed URL (null while unsigned).
 */
export const anamnesePacienteRestSchema = anamnesePacienteSchema.extend({
  id_conta: z.number().int(),
  atualizado_em: z.string(),
  modelo_anamnese: modeloDaAnamneseSchema,
  assinatura: z.string().nullable(),
});
export type AnamnesePacienteRest = z.infer<typeof anamnesePacienteRestSchema>;

export const anamnesePublicaSchema = z.object({
  /** The spec's entity fields (REST's GET /pacientes-anamnese/c/{codigo} answers the anamnesis). */
  id: z.number().int(),
  id_conta: z.number().int(),
  id_paciente: z.number().int(),
  atualizado_em: z.string(),
  codigo: z.string(),
  modelo_anamnese: modeloDaAnamneseSchema,
  perguntas: z.array(perguntaAnamneseSchema),
  criado_em: z.string(),
  conta: contaDocumentoSchema,
  assinado: z.boolean(),
  respostas: z.array(respostaAnamneseSchema).nullable(),
  assinatura: z.string().nullable(),
  evidencia: evidenciaSchema.nullable(),
});
export type AnamnesePublica = z.infer<typeof anamnesePublicaSchema>;
/** The patient's own page over tRPC: without the internal ids (issue 38); REST keeps the spec's. */
export const anamnesePublicaPaginaSchema = anamnesePublicaSchema.omit({
  id: true,
  id_conta: true,
  id_paciente: true,
});

export const assinarAnamneseSchema = z.object({
  respostas: z
    .array(
      z.object({
        id_pergunta: z.coerce.number().int().positive().max(MAIOR_INTEIRO),
        resposta: z
          .string()
          .max(2000)
          .nullish()
          .transform((v) => v ?? ''),
        resposta_auxiliar: z.string().max(2000).nullish(),
      }),
    )
    .max(500),
  assinatura: z
    .string({ error: 'Assinatura não pode ser vazia.' })
    .min(1, 'Assinatura não pode ser vazia.')
    .max(2_000_000),
});
