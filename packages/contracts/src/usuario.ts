import { SENHA_MINIMO, TIPOS_USUARIO, validarCpf, validarEmail, validarWhatsapp } from '@clinica/domain';
import { z } from 'zod';
import { comDdi55, idSchema } from './leniente';
import { MSG } from './mensagens';

const obrigatorio = MSG.geral.campoObrigatorio;

const camposUsuario = {
  nome: z.string({ error: obrigatorio }).trim().min(1, obrigatorio).max(150),
  email: z
    .string({ error: obrigatorio })
    .trim()
    .min(1, obrigatorio)
    .max(254)
    .transform((v) => v.toLowerCase())
    .refine(validarEmail, 'E-mail inválido'),
  whatsapp: z
    .string({ error: obrigatorio })
    .transform((v) => comDdi55(v.replace(/\D/g, '')))
    .refine((v) => v.length > 0, obrigatorio)
    .refine(validarWhatsapp, MSG.registro.whatsappInvalido),
  cpf: z
    .string()
    .nullish()
    .transform((v) => (v ? v.replace(/\D/g, '') : null))
    .refine((v) => v === null || validarCpf(v), 'CPF inválido'),
  cro: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => (v ? v : null)),
  tipo: z.enum(TIPOS_USUARIO, { error: obrigatorio }),
  id_perfil: idSchema,
  clinicas: z.array(idSchema).max(100).default([]),
};

export const usuarioCreateSchema = z.object({
  ...camposUsuario,
  senha: z
    .string({ error: obrigatorio })
    .min(1, obrigatorio)
    .min(SENHA_MINIMO, MSG.registro.senhaCurta)
    .max(200),
});

/** Editing never carries the password (spec 03 §5: password only on create). */
export const usuarioUpdateSchema = z.object(camposUsuario);

export const usuarioSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  whatsapp: z.string().nullable(),
  cpf: z.string().nullable(),
  cro: z.string().nullable(),
  tipo: z.enum(TIPOS_USUARIO),
  id_perfil: z.number().int().nullable(),
  perfil: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  ativo: z.boolean(),
  criado_em: z.string(),
  clinicas: z.array(
    z.object({
      id: z.number().int(),
      nome_fantasia: z.string(),
      cnpj: z.string(),
      responsavel: z.string().nullable(),
    }),
  ),
});
export type Usuario = z.infer<typeof usuarioSchema>;

export const usuarioListaInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  q: z.string().trim().max(100).default(''),
  tipo: z.enum(TIPOS_USUARIO).optional(),
});

export const usuarioAtivoSchema = z.object({ ativo: z.boolean({ error: obrigatorio }) });
