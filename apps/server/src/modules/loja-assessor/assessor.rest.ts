import { API_LOJA, assessorInputSchema, assessorSchema, listaRestQuerySchema } from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaLoja } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { origemDaRequisicao } from '../../rest/origem';
import { TAGS_LOJA } from '../loja-base/loja-base.rest';
import { ACESSO_ASSESSOR } from './assessor.acesso';
import { criarAssessor, listarAssessoresDaLoja } from './assessor.service';

/** GET /users (advisors) and POST /users (spec 03 §7), under /api/loja. */
export function rotasLojaAssessor(app: RestApp, deps: Deps) {
  app.get(
    `${API_LOJA}/users`,
    {
      config: rotaLoja(ACESSO_ASSESSOR.list),
      schema: {
        tags: TAGS_LOJA,
        querystring: listaRestQuerySchema,
        response: { 200: z.array(assessorSchema) },
      },
    },
    (req, reply) => listaRest(req.query, reply, (p) => listarAssessoresDaLoja(deps, atorDe(req), p)),
  );
  app.post(
    `${API_LOJA}/users`,
    {
      config: rotaLoja(ACESSO_ASSESSOR.create),
      schema: { tags: TAGS_LOJA, body: assessorInputSchema, response: { 201: assessorSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await criarAssessor(deps, atorDe(req), origemDaRequisicao(req), req.body)),
  );
}
