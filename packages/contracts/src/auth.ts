import { SENHA_MINIMO, TIPOS_USUARIO, validarEmail, validarWhatsapp } from '@clinica/domain';
import { z } from 'zod';
import { MSG } from './mensagens';

/** A required text field: trimmed, and "required" is reported with the form's own message. */
const texto = (obrigatorio: string, max = 200) =>
  z.string({ error: obrigatorio }).trim().min(1, obrigatorio).max(max, `Máximo de ${max} caracteres.`);

const email = (obrigatorio: string, invalido: string) =>
  texto(obrigatorio, 254)
    .transform((v) => v.toLowerCase())
    .refine(validarEmail, invalido);

export const loginInputSchema = z.object({
  email: email(MSG.login.preenchaTodos, MSG.login.emailInvalido),
  senha: z.string({ error: MSG.login.preenchaTodos }).min(1, MSG.login.preenchaTodos).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const TIPOS_CONTA = ['clinica', 'profissional'] as const;
export type TipoConta = (typeof TIPOS_CONTA)[number];

export const registroInputSchema = z.object({
  nome: texto(MSG.registro.preenchaTodos),
  tipo: z.enum(TIPOS_CONTA, { error: MSG.registro.tipoInvalido }),
  referencia: z.string().trim().max(100).nullish(),
  id_vendedor: z.coerce.number().int().positive().nullish().catch(null),
  cupom: z.boolean().nullish(),
  usuario: z.object(
    {
      nome: texto(MSG.registro.preenchaTodos),
      email: email(MSG.registro.preenchaTodos, MSG.registro.emailInvalido),
      senha: z
        .string({ error: MSG.registro.preenchaTodos })
        .min(1, MSG.registro.preenchaTodos)
        .min(SENHA_MINIMO, MSG.registro.senhaCurta)
        .max(200),
      whatsapp: z
        .string({ error: MSG.registro.preenchaTodos })
        .transform((v) => v.replace(/\D/g, ''))
        .refine((v) => v.length > 0, MSG.registro.preenchaTodos)
        .refine(validarWhatsapp, MSG.registro.whatsappInvalido),
    },
    { error: MSG.registro.preenchaTodos },
  ),
});
export type RegistroInput = z.input<typeof registroInputSchema>;
export type Registro = z.output<typeof registroInputSchema>;

export const registroOutputSchema = z.object({
  message: z.string(),
  id_conta: z.number().int(),
  id_usuario: z.number().int(),
});

export const usuarioSessaoSchema = z.object({
  id: z.number().int(),
  id_conta: z.number().int(),
  nome: z.string(),
  email: z.string(),
  tipo: z.enum(TIPOS_USUARIO),
  id_perfil: z.number().int().nullable(),
  permissoes: z.array(z.string()),
  conta: z.object({ id: z.number().int(), nome: z.string(), tipo: z.enum(TIPOS_CONTA) }),
});
export type UsuarioSessao = z.infer<typeof usuarioSessaoSchema>;

export const loginOutputSchema = z.object({ token: z.string(), user: usuarioSessaoSchema });
export type LoginOutput = z.infer<typeof loginOutputSchema>;

export const validarWhatsappOutputSchema = z.object({ valido: z.boolean() });

/**
 * The registration form as the screen holds it (flat, WhatsApp as the national number
 * typed in the mask). Same messages as the API schema; the order of checks is the spec's.
 */
export const registroFormSchema = z.object({
  nome: z.string().trim().min(1, MSG.registro.preenchaTodos),
  tipo: z.enum(TIPOS_CONTA, { error: MSG.registro.preenchaTodos }),
  nomeUsuario: z.string().trim().min(1, MSG.registro.preenchaTodos),
  email: z
    .string()
    .trim()
    .min(1, MSG.registro.preenchaTodos)
    .refine(validarEmail, MSG.registro.emailInvalido),
  senha: z.string().min(1, MSG.registro.preenchaTodos).min(SENHA_MINIMO, MSG.registro.senhaCurta),
  whatsapp: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length > 0, MSG.registro.preenchaTodos)
    .refine((v) => validarWhatsapp(`55${v}`), MSG.registro.whatsappInvalido),
});
export type RegistroForm = z.input<typeof registroFormSchema>;
