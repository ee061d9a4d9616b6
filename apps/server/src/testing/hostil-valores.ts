import fc from 'fast-check';

/**
 * Values an attacker or a careless integrator sends, generated from a route's own JSON schema
 * (the OpenAPI document): mostly shaped like the field (so the call gets past the first check
 * and reaches the service and the database), often replaced by something hostile.
 */

export type EsquemaJson = {
  type?: string | string[];
  properties?: Record<string, EsquemaJson>;
  required?: string[];
  items?: EsquemaJson;
  enum?: unknown[];
  const?: unknown;
  anyOf?: EsquemaJson[];
  oneOf?: EsquemaJson[];
  allOf?: EsquemaJson[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
  $ref?: string;
};

/** Nested a thousand levels: parsers and walkers must not recurse into a stack overflow. */
const aninhado = (n: number): unknown => {
  let v: unknown = { a: 1 };
  for (let i = 0; i < n; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

const NUMEROS_HOSTIS = [
  2_147_483_648,
  -2_147_483_649,
  2_147_483_647,
  1e10,
  1e308,
  -1e308,
  -1,
  0,
  -0,
  0.5,
  1.005,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
];
const TEXTOS_HOSTIS = [
  '\u0000',
  'a\u0000b',
  '',
  ' ',
  '2147483648',
  '1e10',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '150,00',
  'R$ 1.234,56',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u202e\u{1F600}\u0301\uFEFF',
  '\uD800',
  'ção'.repeat(50),
  'x'.repeat(5_000),
  'y'.repeat(200_000),
  '31/02/2026',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '2026-01-01T25:61:00Z',
];

/** Anything of any type: what a field must survive whatever it expects. */
const hostil: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NUMEROS_HOSTIS),
  fc.constantFrom(...TEXTOS_HOSTIS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': 1 }, ['\u0000'], { __proto__: { x: 1 } }),
  fc.constant(aninhado(1_000)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.double(),
  fc.integer(),
  fc.array(fc.integer(), { maxLength: 3 }),
);

const resolver = (e: EsquemaJson, doc: unknown): EsquemaJson => {
  if (!e.$ref) return e;
  const partes = e.$ref.replace(/^#\//, '').split('/');
  return partes.reduce((o: any, p) => o?.[p], doc) ?? {};
};

const tipoDe = (e: EsquemaJson) => (Array.isArray(e.type) ? e.type.find((t) => t !== 'null') : e.type);

/** Values of the field's own type (edges included): shaped right, so the call goes deep. */
function tipico(e: EsquemaJson, doc: unknown, ids: number[], profundidade: number): fc.Arbitrary<unknown> {
  if (e.const !== undefined) return fc.constant(e.const);
  if (e.enum) {
    const textos = e.enum.filter((v): v is string => typeof v === 'string');
    return fc.constantFrom(...e.enum, ...textos.map((v) => v.toLowerCase()));
  }
  const variantes = e.anyOf ?? e.oneOf ?? e.allOf;
  if (variantes?.length) return fc.oneof(...variantes.map((v) => valorDe(v, doc, ids, profundidade + 1)));
  switch (tipoDe(e)) {
    case 'integer':
      return fc.oneof(
        fc.constantFrom(...ids),
        fc.integer({ min: -5, max: 200 }),
        fc.constantFrom(...NUMEROS_HOSTIS),
      );
    case 'number':
      return fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(...NUMEROS_HOSTIS));
    case 'boolean':
      return fc.constantFrom<unknown>(true, false, 'true', '0', 1);
    case 'array':
      return profundidade > 4
        ? fc.constant([])
        : fc.array(valorDe(e.items ?? {}, doc, ids, profundidade + 1), { maxLength: 4 });
    case 'object':
      return profundidade > 4 ? fc.constant({}) : objetoDe(e, doc, ids, profundidade + 1);
    case 'string':
      return textoDe(e);
    default:
      return hostil;
  }
}

function textoDe(e: EsquemaJson): fc.Arbitrary<unknown> {
  if (e.format === 'date') return fc.constantFrom('2026-03-10', '10/03/2026', '2026-02-30', '1900-01-01');
  if (e.format === 'date-time') return fc.constantFrom('2026-03-10T10:00:00.000Z', '2026-03-10 10:00');
  if (e.format === 'email') return fc.constantFrom('a@b.com.br', 'sem-arroba', `${'a'.repeat(250)}@b.com`);
  return fc.oneof(
    fc.string({ maxLength: e.maxLength ? Math.min(e.maxLength + 2, 40) : 20 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('11987654321', '5511987654321', '52998224725', '11222333000181', '01001000', '10:30'),
    fc.constantFrom(...TEXTOS_HOSTIS),
  );
}

/** An object of its properties: required ones usually present, optional ones sometimes. */
function objetoDe(e: EsquemaJson, doc: unknown, ids: number[], profundidade: number) {
  const props = Object.entries(e.properties ?? {});
  const forma = Object.fromEntries(props.map(([k, v]) => [k, valorDe(v, doc, ids, profundidade)]));
  return fc.record(forma, { requiredKeys: (e.required ?? []).filter((k) => k in forma) });
}

/** A field's value: its own type three times out of four, anything hostile otherwise. */
export function valorDe(
  esquema: EsquemaJson,
  doc: unknown,
  ids: number[],
  profundidade = 0,
): fc.Arbitrary<unknown> {
  const e = resolver(esquema, doc);
  return fc.oneof(
    { weight: 3, arbitrary: tipico(e, doc, ids, profundidade) },
    { weight: 1, arbitrary: hostil },
  );
}
