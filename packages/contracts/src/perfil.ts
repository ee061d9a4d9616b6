import { z } from 'zod';
import { MODULOS } from './permissoes';

/** Ids live in Postgres' integer: a larger one can't exist, so it is bad input (400), not a 500. */
const MAIOR_ID = 2_147_483_647;
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAIOR_ID) });
export const idsSchema = z.object({
  ids: z.array(z.number().int().positive().max(MAIOR_ID)).min(1).max(200),
});

export const permissaoRefSchema = z.object({ id_modulo: z.number().int(), id_funcao: z.number().int() });

const funcaoExiste = (r: { id_modulo: number; id_funcao: number }) =>
  MODULOS.some((m) => m.id === r.id_modulo && m.funcoes.some((f) => f.id === r.id_funcao));

export const perfilSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  permissoes: z.array(permissaoRefSchema),
  criado_em: z.string(),
});
export type Perfil = z.infer<typeof perfilSchema>;

export const perfilInputSchema = z.object({
  nome: z.string({ error: 'Nome é obrigatório' }).trim().min(1, 'Nome é obrigatório').max(80),
  permissoes: z
    .array(permissaoRefSchema.refine(funcaoExiste, 'Permissão inválida.'), { error: 'Permissões inválidas.' })
    .max(500),
});
export type PerfilInput = z.infer<typeof perfilInputSchema>;

export const funcaoSchema = z.object({ id: z.number().int(), nome: z.string(), idModulo: z.number().int() });
export const moduloSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  funcoes: z.array(funcaoSchema),
});
export const modulosOutputSchema = z.object({ modulos: z.array(moduloSchema) });
