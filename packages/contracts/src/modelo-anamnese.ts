import { TIPOS_PERGUNTA } from '@clinica/domain';
import { z } from 'zod';
import { idSchema } from './leniente';
import { MSG } from './mensagens';

/** A question id as the spec's payload sends it: the bare id or `{ id_questao_anamnese }`. */
const idQuestaoSchema = z.union([
  idSchema,
  z
    .object({ id_questao_anamnese: idSchema })
    .passthrough()
    .transform((q) => q.id_questao_anamnese),
]);

export const modeloAnamneseCamposSchema = z.object({
  nome: z
    .string({ error: MSG.modelosAnamnese.nomeObrigatorio })
    .trim()
    .min(1, MSG.modelosAnamnese.nomeObrigatorio)
    .max(200, 'Máximo de 200 caracteres.'),
  /** The included questions, in the model's order. */
  questoes: z
    .array(idQuestaoSchema)
    .max(500)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, MSG.modelosAnamnese.questaoRepetida),
});
export type ModeloAnamneseDados = z.output<typeof modeloAnamneseCamposSchema>;

export const modeloAnamneseSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  criado_em: z.string(),
  total_questoes: z.number().int(),
  questoes: z.array(
    z.object({
      id_questao_anamnese: z.number().int(),
      ordem: z.number().int(),
      questao: z.object({
        id: z.number().int(),
        pergunta: z.string(),
        tipo_pergunta: z.enum(TIPOS_PERGUNTA),
        texto_auxiliar: z.string().nullable(),
      }),
    }),
  ),
});
export type ModeloAnamnese = z.infer<typeof modeloAnamneseSchema>;

/** The new-anamnesis dialog's model picker (DECISIONS 21): id and name. */
export const opcaoModeloAnamneseSchema = z.object({ id: z.number().int(), nome: z.string() });
export type OpcaoModeloAnamnese = z.infer<typeof opcaoModeloAnamneseSchema>;
