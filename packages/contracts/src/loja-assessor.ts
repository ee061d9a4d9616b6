import { validarEmail, validarWhatsapp } from '@clinica/domain';
import { z } from 'zod';
import { comDdi55 } from './leniente';
import { MSG_LOJA_CARTEIRA } from './mensagens-loja-carteira';

const M = MSG_LOJA_CARTEIRA.assessores;
const texto = (mensagem: string, max: number) =>
  z.string({ error: mensagem }).trim().min(1, mensagem).max(max);

/**
 * 'Novo Assessor' (spec 03 §3 "New advisor"): every field required, role fixed as admin_store
 * (a `role` sent by an old client is ignored: nobody makes an operator through this call).
 */
export const assessorInputSchema = z.object({
  full_name: texto(M.nomeObrigatorio, 150),
  email: texto(M.emailObrigatorio, 254)
    .transform((v) => v.toLowerCase())
    .refine(validarEmail, M.emailInvalido),
  whatsapp: z
    .string({ error: M.whatsappObrigatorio })
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length > 0, M.whatsappObrigatorio)
    .transform(comDdi55)
    .refine(validarWhatsapp, M.whatsappInvalido),
  password: z.string({ error: M.senhaObrigatoria }).min(1, M.senhaObrigatoria).max(200),
});
export type AssessorInput = z.input<typeof assessorInputSchema>;

/** Spec 03 §3 "Advisor user": id, fullName, whatsapp, role (plus e-mail and creation date). */
export const assessorSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  whatsapp: z.string().nullable(),
  role: z.literal('admin_store'),
  createdAt: z.string(),
});
export type Assessor = z.infer<typeof assessorSchema>;
