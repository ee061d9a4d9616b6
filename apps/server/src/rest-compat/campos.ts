import { campoDe } from '@clinica/domain';

/**
 * The rest-compat suites' one question: "does this answer carry these field paths?" — asked of a
 * real REST answer and of the route's response schema in the OpenAPI document. The paths are
 * copied from the spec's entity tables, not from our schemas.
 *
 * Path syntax: `a.b.c` walks objects; `a[]` says `a` is an array and the rest of the path is
 * checked on EVERY element (an empty array fails: a field can't be shown present on nothing).
 * A path that starts with `[]` checks every element of an answer that is itself an array.
 * A field is present when the key exists, even when its value is null (the spec's "present when
 * linked" fields are null otherwise); walking THROUGH a null fails.
 */

type Json = unknown;

function partes(caminho: string): string[] {
  // 'a[].b' → ['a', '[]', 'b']; '[].id' → ['[]', 'id']
  return caminho
    .split('.')
    .flatMap((p) => (p.endsWith('[]') ? (p === '[]' ? ['[]'] : [p.slice(0, -2), '[]']) : [p]))
    .filter((p) => p !== '');
}

function ausenteEm(valor: Json, resto: string[], feito: string): string | null {
  const [cabeca, ...cauda] = resto;
  if (cabeca === undefined) return null;
  if (cabeca === '[]') {
    if (!Array.isArray(valor)) return `${feito} não é uma lista`;
    if (valor.length === 0) return `${feito} é uma lista vazia`;
    for (let i = 0; i < valor.length; i++) {
      const r = ausenteEm(valor[i], cauda, `${feito}[${i}]`);
      if (r) return r;
    }
    return null;
  }
  const aqui = feito ? `${feito}.${cabeca}` : cabeca;
  if (valor === null || typeof valor !== 'object' || Array.isArray(valor))
    return `${aqui} (${feito || 'a resposta'} não é um objeto)`;
  if (!Object.hasOwn(valor, cabeca)) return aqui;
  return ausenteEm(campoDe(valor, cabeca), cauda, aqui);
}

/** The paths (as given) missing from a value, each with the reason; [] when every one is there. */
export function camposAusentesComMotivo(valor: Json, caminhos: readonly string[]): string[] {
  return caminhos.flatMap((c) => {
    const r = ausenteEm(valor, partes(c), '');
    return r === null ? [] : [`${c}: ${r}`];
  });
}

// ---- OpenAPI ------------------------------------------------------------------------------

type Esquema = Record<string, unknown>;
const ehEsquema = (v: unknown): v is Esquema => typeof v === 'object' && v !== null && !Array.isArray(v);
type DocOpenApi = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Esquema> };
};

function resolver(doc: DocOpenApi, e: Esquema): Esquema {
  let atual = e;
  for (let i = 0; i < 20; i++) {
    const ref = atual.$ref;
    if (typeof ref !== 'string') break;
    const nome = ref.replace('#/components/schemas/', '');
    atual = doc.components?.schemas?.[nome] ?? {};
  }
  return atual;
}

/** The alternatives a schema allows (a nullable object is anyOf [object, null]). */
function alternativas(doc: DocOpenApi, e: Esquema): Esquema[] {
  const r = resolver(doc, e);
  // Only object schemas can hold a field ('true' and the like answer no path below them).
  const filhos = [r.anyOf, r.oneOf, r.allOf].filter(Array.isArray).flat().filter(ehEsquema);
  if (filhos.length === 0) return [r];
  return [r, ...filhos.flatMap((f) => alternativas(doc, f))];
}

function existeNoEsquema(doc: DocOpenApi, e: Esquema, resto: string[]): boolean {
  const [cabeca, ...cauda] = resto;
  if (cabeca === undefined) return true;
  // A schema that is not an object ('items: true') holds the path only when it ends there.
  const abaixo = (filho: unknown) =>
    filho !== undefined && (cauda.length === 0 || (ehEsquema(filho) && existeNoEsquema(doc, filho, cauda)));
  return alternativas(doc, e).some((alt) => {
    if (cabeca === '[]') return abaixo(alt.items);
    return abaixo(campoDe(alt.properties, cabeca));
  });
}

/** Fastify's `:id` → OpenAPI's `{id}`. */
const caminhoOpenApi = (rota: string) => rota.replace(/:([A-Za-z_]+)/g, '{$1}');

/** The JSON response schema of a route in the document, or null when the route or status is not there. */
function esquemaDaResposta(doc: DocOpenApi, metodo: string, rota: string, status = 200): Esquema | null {
  const op = doc.paths[caminhoOpenApi(rota)]?.[metodo.toLowerCase()] as
    | { responses?: Record<string, { content?: Record<string, { schema?: Esquema }> }> }
    | undefined;
  return op?.responses?.[String(status)]?.content?.['application/json']?.schema ?? null;
}

/**
 * The paths the route's documented response does not list ('(sem esquema de resposta)' when the
 * route or its status has no JSON response schema at all).
 */
export function camposAusentesNoOpenApi(
  doc: DocOpenApi,
  metodo: string,
  rota: string,
  caminhos: readonly string[],
  status = 200,
): string[] {
  const esquema = esquemaDaResposta(doc, metodo, rota, status);
  if (!esquema) return [`${metodo} ${rota} ${status}: (sem esquema de resposta)`];
  return caminhos.filter((c) => !existeNoEsquema(doc, esquema, partes(c)));
}
