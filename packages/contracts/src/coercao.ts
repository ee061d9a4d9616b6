import { z } from 'zod';

/**
 * How the old clients wrote a value, read as the value our schemas expect (DECISIONS.md 20).
 * Each reader returns the value unchanged when it can't read it, so the schema that follows
 * refuses it with its own message: coercion never invents a value and never widens a bound
 * (a number read here still meets the schema's min/max, so '1e400' or '3000000000' stay 400).
 */

export const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

// Plain decimals only: no exponent, hex, 'Infinity' or thousands separators (ambiguous in pt-BR).
const DECIMAL_PONTO = /^[+-]?\d+(\.\d+)?$/;
const DECIMAL_VIRGULA = /^[+-]?\d+,\d+$/;
/** Longer than any number a column holds; a longer string is not a number we store. */
const MAIOR_TEXTO_NUMERICO = 40;

/** "30", " 150.00 ", "150,5" → number; anything else is returned as it came. */
export function lerNumero(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t.length === 0 || t.length > MAIOR_TEXTO_NUMERICO) return v;
  if (DECIMAL_PONTO.test(t)) return Number(t);
  if (DECIMAL_VIRGULA.test(t)) return Number(t.replace(',', '.'));
  return v;
}

/** true/false, "true"/"false" in any case, 1/0 and "1"/"0". */
export function lerBooleano(v: unknown): unknown {
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
  }
  if (v === 1 || v === 0) return v === 1;
  return v;
}

/** One of `valores` written in any case, with or without accents; a number reads as its digits (ddi 55). */
export const lerEnum = (valores: readonly unknown[]) => {
  const porChave = new Map<string, unknown>();
  for (const valor of valores) if (typeof valor === 'string') porChave.set(semAcento(valor), valor);
  return (v: unknown): unknown => {
    const texto = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
    if (typeof texto !== 'string') return v;
    return porChave.has(semAcento(texto)) ? porChave.get(semAcento(texto)) : v;
  };
};

/**
 * Reais as the old clients sent them (150.5, "150.50", "150,50", "R$ 1.234,56") → a number of
 * reais; the schema after it bounds and converts to cents.
 */
export function lerReais(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim().replace(/^R\$\s*/i, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'));
  return lerNumero(t) === t ? v : lerNumero(t);
}

// --- The walk: a value read against the schema that will parse it ------------------------------

/** Schemas nest (lazy ones too); a value deeper than this is left to the schema as it is. */
const PROFUNDIDADE_MAXIMA = 32;

/**
 * The definition of a schema, as the union of zod's own definitions: a `switch` on its `type`
 * narrows it to that kind's fields (zod's JSON Schema walk reads it the same way). Every schema
 * zod builds is one of `$ZodTypes`; the base type just doesn't say which.
 */
type Def = z.core.$ZodTypes['_zod']['def'];
const defDe = (s: z.core.$ZodType): Def | undefined => (s as Partial<z.core.$ZodTypes> | null)?._zod?.def;
type Abaixo = (s: z.core.$ZodType, v: unknown) => unknown;
const ehObjetoSimples = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads `valor` the lenient way wherever `schema` expects a number, a boolean, an enum or a
 * literal, walking objects, arrays, unions and wrappers. Valid typed input comes back as it
 * went in (a number stays that number, 'Agendado' stays 'Agendado'), so the strict schema then
 * parses exactly what it would have parsed.
 */
export function coagirEntrada(schema: z.core.$ZodType, valor: unknown, profundidade = 0): unknown {
  if (profundidade > PROFUNDIDADE_MAXIMA) return valor;
  const def = defDe(schema);
  if (!def) return valor;
  const abaixo: Abaixo = (s, v) => coagirEntrada(s, v, profundidade + 1);
  switch (def.type) {
    case 'number':
      return lerNumero(valor);
    case 'boolean':
      return lerBooleano(valor);
    case 'string':
      // An address number, a phone or a CEP sent as a JSON number (123, 11987654321).
      return typeof valor === 'number' && Number.isFinite(valor) ? String(valor) : valor;
    case 'enum':
      return lerEnum(Object.values(def.entries))(valor);
    case 'literal':
      return coagirLiteral(def.values, valor);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return valor === undefined || valor === null ? valor : abaixo(def.innerType, valor);
    case 'pipe':
      // z.preprocess(fn, s) is pipe(transform, s): the value reaches s after fn, so s decides.
      return defDe(def.in)?.type === 'transform' ? abaixo(def.out, valor) : abaixo(def.in, valor);
    case 'lazy':
      return abaixo(def.getter(), valor);
    case 'object':
      return coagirObjeto(def.shape, valor, abaixo);
    case 'array':
      return Array.isArray(valor) ? valor.map((v) => abaixo(def.element, v)) : valor;
    case 'record':
      return ehObjetoSimples(valor)
        ? Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, abaixo(def.valueType, v)]))
        : valor;
    case 'union':
      return 'discriminator' in def && typeof def.discriminator === 'string'
        ? coagirUniaoDiscriminada(def.discriminator, def.options, valor, abaixo)
        : coagirUniao(def.options, valor, abaixo);
    case 'intersection':
      return abaixo(def.right, abaixo(def.left, valor));
    default:
      return valor;
  }
}

function coagirLiteral(valores: readonly unknown[], valor: unknown): unknown {
  if (valores.some((v) => typeof v === 'number')) {
    const n = lerNumero(valor);
    if (valores.includes(n)) return n;
  }
  return lerEnum(valores)(valor);
}

function coagirObjeto(
  forma: Readonly<Record<string, z.core.$ZodType>>,
  valor: unknown,
  abaixo: Abaixo,
): unknown {
  if (!ehObjetoSimples(valor)) return valor;
  const copia: Record<string, unknown> = { ...valor };
  for (const [chave, campo] of Object.entries(forma)) {
    if (Object.hasOwn(valor, chave)) copia[chave] = abaixo(campo, valor[chave]);
  }
  return copia;
}

/** The first option the value, read its way, satisfies; none: the value as it came. */
function coagirUniao(opcoes: readonly z.core.$ZodType[], valor: unknown, abaixo: Abaixo) {
  for (const opcao of opcoes) {
    if (z.safeParse(opcao, valor).success) return valor;
  }
  for (const opcao of opcoes) {
    const lido = abaixo(opcao, valor);
    if (z.safeParse(opcao, lido).success) return lido;
  }
  return valor;
}

/**
 * A discriminated union ('ENTRADA' | 'SAIDA'): the discriminator read in any case picks the
 * option, and the rest is read against that option, so its errors name the right fields.
 */
function coagirUniaoDiscriminada(
  chave: string,
  opcoes: readonly z.core.$ZodType[],
  valor: unknown,
  abaixo: Abaixo,
): unknown {
  if (!ehObjetoSimples(valor)) return valor;
  for (const opcao of opcoes) {
    const def = defDe(opcao);
    const campo = def?.type === 'object' ? def.shape[chave] : undefined;
    if (!campo) continue;
    const lido = coagirEntrada(campo, valor[chave]);
    if (z.safeParse(campo, lido).success) return abaixo(opcao, { ...valor, [chave]: lido });
  }
  return valor;
}
