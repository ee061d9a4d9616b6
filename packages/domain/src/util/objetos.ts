/**
 * Typed forms of `Object.keys` / `entries` / `fromEntries` for objects whose keys are a known
 * list (literal tables, enums), and readers of values whose shape is not known (a thrown value,
 * a split string). The standard library types these with `string` keys; the one claim each
 * makes lives here instead of at every caller (issue 37).
 */

/** An object with one entry per key of `chaves`, each `valor(chave)`. */
export function objetoDe<K extends PropertyKey, V>(
  chaves: readonly K[],
  valor: (chave: K) => V,
): Record<K, V> {
  return Object.fromEntries(chaves.map((k) => [k, valor(k)])) as Record<K, V>;
}

/** The keys of a literal table (an object built with exactly the keys of its type). */
export function chavesDe<K extends string>(objeto: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(objeto) as K[];
}

/** The entries of a literal table (its keys exactly those of its type). */
export function entradasDe<K extends string, V>(objeto: Readonly<Partial<Record<K, V>>>): [K, V][] {
  return Object.entries(objeto) as [K, V][];
}

/**
 * Whether `valor` is one of a literal list (a select's value, a column read as text, a tag): the
 * narrowing `includes` can't give, since it takes only the list's own type.
 */
export const ehUmDe = <T extends string | number>(lista: readonly T[], valor: unknown): valor is T =>
  lista.some((item) => item === valor);

/** A property of a value of unknown shape (a thrown value, a parsed body): undefined when absent. */
export function campoDe(valor: unknown, nome: string): unknown {
  return typeof valor === 'object' && valor !== null && nome in valor ? Reflect.get(valor, nome) : undefined;
}

/** A string property of a value of unknown shape, or undefined. */
export function textoDe(valor: unknown, nome: string): string | undefined {
  const v = campoDe(valor, nome);
  return typeof v === 'string' ? v : undefined;
}

/**
 * The numbers of '2025-03-14' or '09:30' split at `separador`; a missing part is NaN (it was
 * `undefined`, which every date computation already turned into NaN).
 */
export function numerosDe(texto: string, separador: string): [number, number, number] {
  const [a = Number.NaN, b = Number.NaN, c = Number.NaN] = texto.split(separador).map(Number);
  return [a, b, c];
}
