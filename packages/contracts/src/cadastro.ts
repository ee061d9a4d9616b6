import { SENHA_MINIMO, validarEmail, validarWhatsapp } from '@clinica/domain';
import { z } from 'zod';
import { TIPOS_CONTA } from './acesso';
import { emailObrigatorio, obrigatorio } from './campos';
import { comDdi55, idSchema, lerNumero } from './leniente';
import { MSG } from './mensagens';

export const registroInputSchema = z.object({
  nome: obrigatorio(MSG.registro.preenchaTodos),
  tipo: z.enum(TIPOS_CONTA, { error: MSG.registro.tipoInvalido }),
  referencia: z.string().trim().max(100).nullish(),
  /**
   * A seller's referral id. 0 (what old clients send when there is none), '', null and junk
   * from a referral link ('abc') mean "no seller", never a reason to refuse the sign-up
   * (issue 33); a number the column can't hold (2147483648, -1, 1.5) is a 400.
   */
  id_vendedor: z
    .preprocess((v) => {
      const n = lerNumero(v);
      return typeof n === 'number' && n !== 0 ? n : null;
    }, idSchema.nullable())
    .optional(),
  cupom: z.boolean().nullish(),
  usuario: z.object(
    {
      nome: obrigatorio(MSG.registro.preenchaTodos),
      email: emailObrigatorio(MSG.registro.preenchaTodos, MSG.registro.emailInvalido),
      senha: z
        .string({ error: MSG.registro.preenchaTodos })
        .min(1, MSG.registro.preenchaTodos)
        .min(SENHA_MINIMO, MSG.registro.senhaCurta)
        .max(200),
      whatsapp: z
        .string({ error: MSG.registro.preenchaTodos })
        .transform((v) => comDdi55(v.replace(/\D/g, '')))
        .refine((v) => v.length > 0, MSG.registro.preenchaTodos)
        .refine(validarWhatsapp, MSG.registro.whatsappInvalido),
    },
    { error: MSG.registro.preenchaTodos },
  ),
});
export type Registro = z.output<typeof registroInputSchema>;

export const registroOutputSchema = z.object({
  message: z.string(),
  id_conta: z.number().int(),
  id_usuario: z.number().int(),
});

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
