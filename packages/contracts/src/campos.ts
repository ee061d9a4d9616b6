import { brParaDia, somenteDigitos, validarEmail } from '@clinica/domain';
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

// --- Fields a form shows differently from the wire --------------------------------------------
// A form schema is its contract's schema extended with these (`contrato.extend({ … })`): the
// field keeps the wire's key, holds what the screen shows, and hands the wire's value on, so the
// contract's own rule still runs after it (docs/decisions.md, Architecture step 2 — change 2).

const CAMPO_OBRIGATORIO = 'Campo obrigatório';

/**
 * A date typed as 'DD/MM/AAAA' for a wire field of 'AAAA-MM-DD': empty answers `vazio` ('Campo
 * obrigatório'), a date that is not on the calendar answers `invalida`, then the wire's rule runs.
 */
export const campoData = <S extends z.ZodType<unknown, string>>(
  dia: S,
  invalida: string,
  vazio = CAMPO_OBRIGATORIO,
) =>
  z
    .string({ error: vazio })
    .trim()
    .min(1, vazio)
    .transform((v, ctx) => {
      const iso = brParaDia(v);
      if (iso === null) ctx.addIssue({ code: 'custom', message: invalida });
      return iso ?? z.NEVER;
    })
    .pipe(dia);

/** As `campoData`, for an optional date: empty is null. */
export const campoDataOpcional = <S extends z.ZodType<unknown, string>>(dia: S, invalida: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const iso = brParaDia(v);
      if (iso === null) ctx.addIssue({ code: 'custom', message: invalida });
      return iso ?? z.NEVER;
    })
    .pipe(dia.nullable());

/**
 * A picker's value (the chosen `{ id, nome }`, or null) for a wire id: nothing chosen answers
 * `mensagem`; the wire gets the id.
 */
export const campoEscolha = <T extends { id: number }>(mensagem = CAMPO_OBRIGATORIO) =>
  z
    .custom<T | null>()
    .optional()
    .transform((v, ctx) => {
      if (!v) ctx.addIssue({ code: 'custom', message: mensagem });
      return v ? v.id : z.NEVER;
    });

/** An optional picker: nothing chosen is null. */
export const campoEscolhaOpcional = <T extends { id: number }>() =>
  z
    .custom<T | null>()
    .optional()
    .transform((v) => (v ? v.id : null));

/**
 * A whole number typed as text (a quantity, minutes, installments, a select's id) for a wire
 * number: empty answers `vazio` ('Campo obrigatório'), anything but digits `invalida`, then the
 * wire's range.
 */
export const campoInteiro = <S extends z.ZodType<unknown, number>>(
  numero: S,
  invalida: string,
  vazio = CAMPO_OBRIGATORIO,
) => z.string({ error: vazio }).trim().min(1, vazio).regex(/^\d+$/, invalida).transform(Number).pipe(numero);

/** A money field (cents; null while empty) for a wire amount: null gets the wire's own message. */
export const campoValor = <S extends z.ZodType<unknown, number | null>>(centavos: S) =>
  z.custom<number | null>().pipe(centavos);

/**
 * A select's value for a wire enum (or any wire value read from text): the select holds text and
 * starts on '' ('Selecione...'), which the wire's own message refuses.
 */
export const campoOpcao = <S extends z.ZodType<unknown, string>>(opcao: S) => z.string().pipe(opcao);
