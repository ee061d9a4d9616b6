import { z } from 'zod';
import { MSG } from './mensagens';

/**
 * The REST layer's one coercion layer (DECISIONS.md 20): it accepts what the old clients sent
 * (numbers as numeric strings, booleans as "true"/1, enums in any case and without accents)
 * and hands the strict schema the value it expects. tRPC schemas stay strict.
 */

const obrigatorio = MSG.geral.campoObrigatorio;

/** A row id: positive and within Postgres' integer (a larger one can't exist). */
export const idSchema = z
  .number({ error: obrigatorio })
  .int(obrigatorio)
  .positive(obrigatorio)
  .max(2_147_483_647, MSG.geral.dadosInvalidos);

/** A whole number, or a string of digits read as one. */
export const numeroLeniente = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v), schema);

/** An id as the old clients sent it: 12 or "12". */
export const idLeniente = numeroLeniente(idSchema);

/** true/false, "true"/"false" in any case, 1/0 and "1"/"0". */
export const booleanoLeniente = z.preprocess(
  (v) => {
    if (typeof v === 'string') {
      const t = v.trim().toLowerCase();
      if (t === 'true' || t === '1') return true;
      if (t === 'false' || t === '0') return false;
    }
    if (v === 1 || v === 0) return v === 1;
    return v;
  },
  z.boolean({ error: obrigatorio }),
);

export const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** An enum value written in any case, with or without accents ('em atendimento', 'ATIVO'). */
export const enumLeniente = <T extends z.ZodType>(valores: readonly string[], schema: T) => {
  const porChave = new Map(valores.map((v) => [semAcento(v), v]));
  return z.preprocess((v) => (typeof v === 'string' ? (porChave.get(semAcento(v)) ?? v) : v), schema);
};

/**
 * Reais as the old clients sent them (150.5, "150.50", "150,50", "R$ 1.234,56") → integer cents,
 * rounded half away from zero; positive and at most `maximo` cents.
 */
export const reaisParaCentavosSchema = (invalido: string, acimaDoMaximo: string, maximo: number) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const t = v.trim().replace(/^R\$\s*/i, '');
      if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(t) || /^\d+(,\d{1,2})?$/.test(t))
        return Number(t.replace(/\./g, '').replace(',', '.'));
      return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : v;
    },
    z
      .number({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio : invalido) })
      .positive(invalido)
      .transform((r) => Math.round(Number((r * 100).toPrecision(15))))
      .refine((c) => c <= maximo, acimaDoMaximo),
  );

/**
 * A date-only field as the old clients sent it: 'YYYY-MM-DD', 'DD/MM/YYYY', or a date picker's
 * ISO instant ('2026-12-01T03:00:00.000Z', whose calendar day is the first ten characters: the
 * picker chose a local midnight). '' and null are "no date". The day is never shifted
 * (DECISIONS.md 7).
 */
export const diaLeniente = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (v === null || v === undefined) return null;
    if (typeof v !== 'string') return v;
    const t = v.trim();
    if (t === '') return null;
    const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
    if (br) return `${br[3]}-${br[2]}-${br[1]}`;
    return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(t) ? t.slice(0, 10) : t;
  }, schema.nullable());
