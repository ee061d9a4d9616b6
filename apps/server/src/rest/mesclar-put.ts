import { MAIOR_INTEIRO } from '@clinica/contracts';
import type { FastifyRequest } from 'fastify';
import type { Ator } from '../platform/ator';
import { DomainError } from '../platform/errors';

/** What the OpenAPI description of a merging PUT says (issue 17: "write it in the description"). */
export const DESCRICAO_PUT_MESCLA =
  'PUT mescla: um campo omitido mantém o valor guardado; um campo enviado (inclusive null, onde o ' +
  'campo aceita) substitui o valor. Os campos obrigatórios do esquema só são exigidos quando o ' +
  'registro guardado também não os tem. Uma lista enviada substitui a lista inteira.';

/**
 * PUT as a merge (issue 17: "a PUT that omits a field keeps the stored value; never silently
 * reset"). A route-level preValidation hook: after the access check (onRequest) and the NUL check
 * (the app's own preValidation), before the body is coerced and validated, it fills every field
 * the body omits with the stored record in the route's INPUT shape. The merged body then goes
 * through the route's one schema exactly as a full body would: the schema's defaults
 * (`tipo: 'TERMO'`, `cabecalho: ''`, `notificacoes: true`) never replace a stored value, and the
 * stored value is validated again with whatever the client did send (a changed question type
 * still clears its auxiliary text through the schema's own rule).
 *
 * `carregar` reads the record of the caller's clinic and throws the slice's 404 when it is not
 * there (another clinic's id answers 404, before any validation). A body that is not an object,
 * or an id that is not a valid id, is left alone: the route's schemas answer 400 as before.
 */
export function mesclarComGuardado(
  /** The body's field names (the route's input schema keys): only these are taken from the record. */
  campos: readonly string[],
  carregar: (ator: Ator, id: number) => Promise<object>,
): (req: FastifyRequest) => Promise<void> {
  return async (req) => {
    const corpo = req.body;
    if (corpo === null || typeof corpo !== 'object' || Array.isArray(corpo)) return;
    const bruto = (req.params as { id?: unknown } | undefined)?.id;
    if (typeof bruto !== 'string' || !/^\d{1,10}$/.test(bruto)) return;
    const id = Number(bruto);
    if (id < 1 || id > MAIOR_INTEIRO) return;
    if (!req.ator) throw new DomainError('NAO_AUTENTICADO');
    const guardado = (await carregar(req.ator, id)) as Record<string, unknown>;
    const base = Object.fromEntries(campos.filter((c) => c in guardado).map((c) => [c, guardado[c]]));
    req.body = { ...base, ...(corpo as Record<string, unknown>) };
  };
}
