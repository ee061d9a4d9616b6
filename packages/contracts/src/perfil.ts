import { z } from 'zod';

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const permissaoRefSchema = z.object({ id_modulo: z.number().int(), id_funcao: z.number().int() });

export const perfilSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  permissoes: z.array(permissaoRefSchema),
  criado_em: z.string(),
});
export type Perfil = z.infer<typeof perfilSchema>;
