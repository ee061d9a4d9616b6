import {
  ausenciaInputSchema,
  ausenciaSchema,
  horariosProfissionalSchema,
  horariosRestSchema,
  idParamSchema,
  leniente,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { ACESSO_HORARIO_PROFISSIONAL as A } from './horario-profissional.acesso';
import {
  criarAusencia,
  listarAusenciasDoProfissional,
  obterHorarios,
  removerAusencia,
  salvarHorarios,
} from './horario-profissional.service';

const tags = ['horários dos profissionais'];
/**
 * The absence's id is read by the handler, after the professional: a malformed one is an absence
 * that doesn't exist (404), and the professional of another clinic answers 404 first.
 */
const ausenciaParamSchema = idParamSchema.extend({ id_ausencia: z.string().max(20) });
const idAusencia = (texto: string) => (/^\d{1,9}$/.test(texto) ? Number(texto) : 0);

/**
 * GET/PUT /api/profissionais/{id}/horarios ({horarios: [{dia_semana 1–7, inicio, fim}]}),
 * GET/POST /api/profissionais/{id}/ausencias, DELETE /api/profissionais/{id}/ausencias/{id_ausencia}.
 */
export function rotasHorarioProfissional(app: RestApp, deps: Deps) {
  app.get(
    '/api/profissionais/:id/horarios',
    {
      config: rotaClinica(A.get),
      schema: { tags, params: idParamSchema, response: { 200: horariosProfissionalSchema } },
    },
    (req) => obterHorarios(deps, atorDe(req), req.params.id),
  );
  app.put(
    '/api/profissionais/:id/horarios',
    {
      config: rotaClinica(A.update),
      schema: {
        tags,
        params: idParamSchema,
        body: horariosRestSchema,
        response: { 200: horariosProfissionalSchema },
      },
    },
    (req) => salvarHorarios(deps, atorDe(req), req.params.id, req.body),
  );
  app.get(
    '/api/profissionais/:id/ausencias',
    {
      config: rotaClinica(A.get),
      schema: { tags, params: idParamSchema, response: { 200: z.array(ausenciaSchema) } },
    },
    (req) => listarAusenciasDoProfissional(deps, atorDe(req), req.params.id),
  );
  app.post(
    '/api/profissionais/:id/ausencias',
    {
      config: rotaClinica(A.update),
      schema: {
        tags,
        params: idParamSchema,
        body: leniente(ausenciaInputSchema),
        response: { 201: ausenciaSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await criarAusencia(deps, atorDe(req), req.params.id, req.body)),
  );
  app.delete(
    '/api/profissionais/:id/ausencias/:id_ausencia',
    {
      config: rotaClinica(A.update),
      schema: { tags, params: ausenciaParamSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    (req) => removerAusencia(deps, atorDe(req), req.params.id, idAusencia(req.params.id_ausencia)),
  );
}
