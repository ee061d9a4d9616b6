import { TIPOS_PERGUNTA } from '@clinica/domain';
import { z } from 'zod';
import { MSG } from './mensagens';

export const MAX_PERGUNTA = 500;
export const MAX_TEXTO_AUXILIAR = 200;

/** The question's fields before the cross-field rule (kept apart so tRPC's update can extend them). */
export const questaoAnamneseCamposSchema = z.object({
  pergunta: z
    .string({ error: MSG.questoesAnamnese.perguntaObrigatoria })
    .trim()
    .min(1, MSG.questoesAnamnese.perguntaObrigatoria)
    .max(MAX_PERGUNTA, `Máximo de ${MAX_PERGUNTA} caracteres.`),
  tipo_pergunta: z.enum(TIPOS_PERGUNTA, { error: MSG.questoesAnamnese.tipoObrigatorio }),
  texto_auxiliar: z
    .string()
    .trim()
    .max(MAX_TEXTO_AUXILIAR, `Máximo de ${MAX_TEXTO_AUXILIAR} caracteres.`)
    .nullish()
    .transform((v) => v || null),
});

/**
 * texto_auxiliar is required for sim_nao_naosei_texto (it labels the extra answer) and
 * forced to null for every other type (spec 02: "only for sim_nao_naosei_texto, otherwise null").
 */
export const comTextoAuxiliar = <T extends z.ZodType<z.output<typeof questaoAnamneseCamposSchema>>>(s: T) =>
  s
    .superRefine((q, ctx) => {
      if (q.tipo_pergunta === 'sim_nao_naosei_texto' && !q.texto_auxiliar) {
        ctx.addIssue({
          code: 'custom',
          path: ['texto_auxiliar'],
          message: MSG.questoesAnamnese.textoAuxiliarObrigatorio,
        });
      }
    })
    .transform((q) => ({
      ...q,
      texto_auxiliar: q.tipo_pergunta === 'sim_nao_naosei_texto' ? q.texto_auxiliar : null,
    }));

export const questaoAnamneseInputSchema = comTextoAuxiliar(questaoAnamneseCamposSchema);
export type QuestaoAnamneseDados = z.output<typeof questaoAnamneseInputSchema>;

export const questaoAnamneseSchema = z.object({
  id: z.number().int(),
  pergunta: z.string(),
  tipo_pergunta: z.enum(TIPOS_PERGUNTA),
  texto_auxiliar: z.string().nullable(),
  criado_em: z.string(),
});
export type QuestaoAnamnese = z.infer<typeof questaoAnamneseSchema>;

/** The model dialog's question picker (DECISIONS 21): what a row of the model's list shows. */
export const opcaoQuestaoSchema = questaoAnamneseSchema.omit({ criado_em: true });
export type OpcaoQuestao = z.infer<typeof opcaoQuestaoSchema>;
