import { coagirEntrada } from '@clinica/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Every REST body, query and path is read the lenient way (contracts' coagirEntrada: numeric
 * strings, "true"/1, enums in any case) against its route's strict schema, then validated by
 * that schema: one coercion layer for every route (DECISIONS.md 20), no per-route copies. The
 * OpenAPI document still shows the strict types, which is what integrators should send.
 */
export const validadorLeniente: FastifySchemaCompiler<z.ZodType> = (rota) => {
  const validar = validatorCompiler(rota);
  return (dados) => validar(coagirEntrada(rota.schema, dados));
};
