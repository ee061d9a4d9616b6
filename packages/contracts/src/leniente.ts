import { z } from 'zod';
import { coagirEntrada, lerBooleano, lerEnum, lerNumero, lerReais } from './coercao';
import { MSG } from './mensagens';

export { coagirEntrada, lerBooleano, lerEnum, lerNumero, lerReais, semAcento } from './coercao';

/**
 * The REST layer's one coercion layer (DECISIONS.md 20). The REST validator reads every body,
 * query and path against its strict schema with `coagirEntrada` (coercao.ts), so a route needs
 * nothing of its own; the primitives below are that same reading, for a schema that must be
 * lenient by itself (a field nested in a preprocess, the web's pickers). tRPC schemas stay
 * strict: the web client sends typed values, and coercion returns those unchanged.
 */

const obrigatorio = MSG.geral.campoObrigatorio;

/** A missing value says 'Campo obrigatório'; a wrong one falls to the field-naming message (zod-pt). */
export const seAusente = (mensagem: string) => (i: { input?: unknown }) =>
  i.input === undefined || i.input === null ? mensagem : undefined;

/** Postgres' integer: ids and every integer column (a larger one can't be stored: 400, not 500). */
export const MAIOR_INTEIRO = 2_147_483_647;

/** A row id: positive and within Postgres' integer (a larger one can't exist). */
export const idSchema = z
  .number({ error: seAusente(obrigatorio) })
  .int()
  .positive()
  .max(MAIOR_INTEIRO);

/** A strict schema that also takes what the old clients sent; its types stay the strict ones. */
export const leniente = <T extends z.ZodType>(schema: T): T =>
  z.preprocess((v) => coagirEntrada(schema, v), schema) as unknown as T;

/** A number, or a numeric string ("30", "150.00", "150,5") read as one. */
export const numeroLeniente = <T extends z.ZodType>(schema: T) => z.preprocess(lerNumero, schema);

/** A whole number within Postgres' integer (and `min`..`max`), or a string of it. */
export const inteiroLeniente = (min = 0, max = MAIOR_INTEIRO) =>
  numeroLeniente(z.number().int().min(min).max(max));

/** An id as the old clients sent it: 12 or "12". */
export const idLeniente = numeroLeniente(idSchema);

/** true/false, "true"/"false" in any case, 1/0 and "1"/"0". */
export const booleanoLeniente = z.preprocess(lerBooleano, z.boolean({ error: seAusente(obrigatorio) }));

/** An enum value written in any case, with or without accents ('em atendimento', 'ATIVO'). */
export const enumLeniente = <T extends z.ZodType>(valores: readonly string[], schema: T) =>
  z.preprocess(lerEnum(valores), schema);

/** Reais as a number or as the old clients wrote them ('150,00', 'R$ 1.234,56'), before `schema`. */
export const reaisLeniente = <T extends z.ZodType>(schema: T) => z.preprocess(lerReais, schema);

/**
 * Reais as the old clients sent them (150.5, "150.50", "150,50", "R$ 1.234,56") → integer cents,
 * rounded half away from zero; positive and at most `maximo` cents.
 */
export const reaisParaCentavosSchema = (invalido: string, acimaDoMaximo: string, maximo: number) =>
  reaisLeniente(
    z
      .number({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio : invalido) })
      .positive(invalido)
      .transform((r) => Math.round(Number((r * 100).toPrecision(15))))
      .refine((c) => c <= maximo, acimaDoMaximo),
  );

/**
 * A WhatsApp number with or without Brazil's 55: a national mobile (DDD + 9 + 8 digits, 11
 * digits) gets 55 in front. Such a number can't be a US one: NANP area codes never have 9 as
 * their middle digit.
 */
export const comDdi55 = (digitos: string) => (/^\d{2}9\d{8}$/.test(digitos) ? `55${digitos}` : digitos);

// --- Dates: one reading for every REST write that takes one (issue 33) --------------------------

const DATA_BR = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/;
const INSTANTE_ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date as the old clients wrote it, in the form our schemas read: 'DD/MM/YYYY' →
 * 'YYYY-MM-DD', and where a time goes (`comHora`) 'DD/MM/YYYY HH:mm' → 'YYYY-MM-DD HH:mm'.
 * For a date-only field a date picker's ISO instant ('2026-12-01T03:00:00.000Z') is its
 * calendar day, the first ten characters (the picker chose a local midnight; the day is never
 * shifted, DECISIONS.md 7). Anything else comes back as it came (trimmed), for the schema to
 * refuse with its own message: the schema still decides whether the day exists.
 */
export function lerData(v: unknown, comHora = false): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  const br = DATA_BR.exec(t);
  if (br) {
    const dia = `${br[3]}-${br[2]}-${br[1]}`;
    if (!comHora) return br[4] === undefined ? dia : t;
    return br[4] === undefined ? dia : `${dia} ${br[4]}`;
  }
  return !comHora && INSTANTE_ISO.test(t) ? t.slice(0, 10) : t;
}

/** A date-only field of a REST write: 'YYYY-MM-DD' or 'DD/MM/YYYY' (or a picker's instant), then `schema`. */
export const dataLeniente = <T extends z.ZodType>(schema: T) => z.preprocess((v) => lerData(v), schema);

/** A date and time of a REST write: 'YYYY-MM-DD HH:mm' or 'DD/MM/YYYY HH:mm', then `schema`. */
export const dataHoraLeniente = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => lerData(v, true), schema);

/**
 * An optional date-only field: as `dataLeniente`, and '' and null are "no date" (the schema
 * becomes nullable).
 */
export const diaLeniente = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'string' && v.trim() === '') return null;
    return lerData(v);
  }, schema.nullable());
