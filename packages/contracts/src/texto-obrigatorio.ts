import { validarEmail } from '@clinica/domain';
import { z } from 'zod';

/** A required text field: trimmed, and "required" is reported with the form's own message. */
export const textoObrigatorio = (obrigatorio: string, max = 200) =>
  z.string({ error: obrigatorio }).trim().min(1, obrigatorio).max(max, `Máximo de ${max} caracteres.`);

/** A required e-mail, lower-cased, with the form's own messages. */
export const emailObrigatorio = (obrigatorio: string, invalido: string) =>
  textoObrigatorio(obrigatorio, 254)
    .transform((v) => v.toLowerCase())
    .refine(validarEmail, invalido);
