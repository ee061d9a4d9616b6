import { idLeniente } from '@clinica/contracts';
import { campoDe } from '@clinica/domain';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { z } from 'zod';
import { validadorLeniente } from './validacao';

/** What the OpenAPI document says of every merging PUT (issue 17). */
export const DESCRICAO_PUT_MESCLA =
  'PUT com mescla: os campos omitidos mantêm o valor salvo; um campo enviado com null é limpo ' +
  '(recusado com 400 quando o campo é obrigatório). O registro resultante passa pelas mesmas ' +
  'regras do cadastro. Nenhum campo é zerado por omissão.';

type Forma = Record<string, z.core.$ZodType>;

/** The fields of an input schema: an object's shape (refinements or not), both sides of an `and`. */
function formaDe(schema: z.core.$ZodType): Forma {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodIntersection)
    return { ...formaDe(schema._zod.def.left), ...formaDe(schema._zod.def.right) };
  if (schema instanceof z.ZodPipe) return formaDe(schema._zod.def.in);
  throw new Error('putMesclado: o esquema do corpo precisa ser um objeto');
}

/**
 * A PUT whose omitted fields keep the stored value (issue 17: "never silently reset"). The old
 * clients send whole records, partial records (the store template's "changed fields only") or
 * records without the fields a newer version added; all of them must leave the rest intact.
 *
 * How: a route-level preValidation hook (after the access check and the NUL check, before the
 * schema) loads the stored record in the route's INPUT shape (reais, ids...), lays the sent body
 * over it, and the route's full strict schema (through the one coercion layer) validates the
 * merged record — so cross-field rules still hold. The OpenAPI document shows the body with
 * every field optional and says so in the description. Another clinic's id: the loader's 404.
 *
 * Use: `app.put(path, { ...m.opcoes, schema: { ...m.schema, params, response } }, (req) => fn(m.corpo(req)))`.
 */
export function putMesclado<S extends z.ZodType>(
  completo: S,
  /** The stored record; `id` is the path's `:id` (0 on a route without one: PUT /conta). */
  salvo: (req: FastifyRequest, id: number) => Promise<Record<string, unknown>>,
  opcoes: {
    /** Fields not merged (their own "omitted = keep" lives in the service). */ ignorar?: string[];
  } = {},
) {
  const forma = formaDe(completo);
  const campos = Object.keys(forma).filter((c) => !opcoes.ignorar?.includes(c));
  const validatorCompiler: FastifySchemaCompiler<unknown> = (rota: FastifyRouteSchemaDef<unknown>) =>
    validadorLeniente({ ...rota, schema: (rota.httpPart === 'body' ? completo : rota.schema) as z.ZodType });
  return {
    opcoes: {
      validatorCompiler,
      preValidation: async (req: FastifyRequest) => {
        const corpo = req.body;
        // Not an object, or a bad id: the schemas answer 400 as they always did.
        if (corpo === null || typeof corpo !== 'object' || Array.isArray(corpo)) return;
        const bruto = campoDe(req.params, 'id');
        const id = bruto === undefined ? null : idLeniente.safeParse(bruto);
        if (id && !id.success) return;
        const atual = await salvo(req, id ? id.data : 0);
        const base: Record<string, unknown> = {};
        for (const c of campos) if (atual[c] !== undefined) base[c] = atual[c];
        req.body = { ...base, ...corpo };
      },
    },
    schema: { description: DESCRICAO_PUT_MESCLA, body: z.object(forma).partial() },
    /** The validated body: the full schema's output (the merged record passed it). */
    corpo: (req: FastifyRequest) => req.body as z.output<S>,
  };
}
