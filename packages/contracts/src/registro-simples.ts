import { z } from 'zod';

/** Banks and categories: a clinic's named registries (spec 03 §3). */
export const registroSimplesSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  criado_em: z.string(),
});
export type RegistroSimples = z.infer<typeof registroSimplesSchema>;

export const registroSimplesInputSchema = z.object({
  nome: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(120, 'Máximo de 120 caracteres.'),
});
export type RegistroSimplesInput = z.infer<typeof registroSimplesInputSchema>;
