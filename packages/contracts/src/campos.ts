import { somenteDigitos, validarEmail } from '@clinica/domain';
import { z } from 'zod';

/**
 * The field rules several contracts share, so one form field behaves the same on every screen
 * and both APIs: trimmed text, masked numbers kept as digits, and the address block.
 */

const maximo = (max: number) => `Máximo de ${max} caracteres.`;

/** Required text, trimmed; empty or missing answers the form's own message. */
export const obrigatorio = (mensagem: string, max = 200) =>
  z.string({ error: mensagem }).trim().min(1, mensagem).max(max, maximo(max));

/** A required e-mail, lower-cased, with the form's own messages. */
export const emailObrigatorio = (mensagem: string, invalido: string) =>
  obrigatorio(mensagem, 254)
    .transform((v) => v.toLowerCase())
    .refine(validarEmail, invalido);

/** Optional text, trimmed; '' or missing becomes null. */
export const opcional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, maximo(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** The digits of an optional masked value (CEP, phone, CPF); '' or missing becomes null. */
export const digitos = (mensagem: string, tamanhos: { min: number; max: number }) =>
  z
    .string()
    .max(30)
    .nullish()
    .transform((v) => (v ? somenteDigitos(v) : '') || null)
    .refine((v) => v === null || (v.length >= tamanhos.min && v.length <= tamanhos.max), mensagem);

const UF = /^[A-Z]{2}$/;

/** An optional address (patients, units): every part may be left empty. */
export const enderecoOpcional = (mensagens: { cepInvalido: string; estadoInvalido: string }) => ({
  cep: digitos(mensagens.cepInvalido, { min: 8, max: 8 }),
  endereco: opcional(200),
  numero: opcional(20),
  complemento: opcional(100),
  bairro: opcional(100),
  cidade: opcional(100),
  estado: opcional(2)
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || UF.test(v), mensagens.estadoInvalido),
});

/** A required address (the clinic's own): all but the complement must be filled. */
export const enderecoObrigatorio = (mensagens: {
  obrigatorio: string;
  cepInvalido: string;
  estadoInvalido: string;
}) => ({
  cep: obrigatorio(mensagens.obrigatorio, 9)
    .transform(somenteDigitos)
    .refine((v) => v.length === 8, mensagens.cepInvalido),
  endereco: obrigatorio(mensagens.obrigatorio),
  numero: obrigatorio(mensagens.obrigatorio, 20),
  complemento: opcional(100),
  bairro: obrigatorio(mensagens.obrigatorio, 100),
  cidade: obrigatorio(mensagens.obrigatorio, 100),
  estado: obrigatorio(mensagens.obrigatorio, 2)
    .transform((v) => v.toUpperCase())
    .refine((v) => UF.test(v), mensagens.estadoInvalido),
});

/** The address as the APIs answer it. */
export const enderecoSaida = {
  cep: z.string().nullable(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
};
