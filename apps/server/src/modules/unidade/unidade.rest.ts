import { idParamSchema, listaRestQuerySchema, unidadeInputSchema, unidadeSchema } from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { ACESSO_UNIDADE } from './unidade.acesso';
import {
  criarUnidade,
  editarUnidade,
  excluirUnidadesDaClinica,
  listarUnidadesDaClinica,
} from './unidade.service';

/** The old product kept units in the browser; these paths are new (DECISIONS.md 12). */
export function rotasUnidade(app: RestApp, deps: Deps) {
  const tags = ['unidades'];
  app.get(
    '/api/unidades',
    {
      config: rotaClinica(ACESSO_UNIDADE.list),
      schema: { tags, querystring: listaRestQuerySchema, response: { 200: z.array(unidadeSchema) } },
    },
    (req, reply) => listaRest(req.query, reply, (p) => listarUnidadesDaClinica(deps, atorDe(req), p)),
  );
  app.post(
    '/api/unidades',
    {
      config: rotaClinica(ACESSO_UNIDADE.create),
      schema: { tags, body: unidadeInputSchema, response: { 201: unidadeSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarUnidade(deps, atorDe(req), req.body)),
  );
  app.put(
    '/api/unidades/:id',
    {
      config: rotaClinica(ACESSO_UNIDADE.update),
      schema: { tags, params: idParamSchema, body: unidadeInputSchema, response: { 200: unidadeSchema } },
    },
    (req) => editarUnidade(deps, atorDe(req), req.params.id, req.body),
  );
  app.delete(
    '/api/unidades/:id',
    { config: rotaClinica(ACESSO_UNIDADE.removeMany), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await excluirUnidadesDaClinica(deps, atorDe(req), [req.params.id]);
      return reply.status(204).send();
    },
  );
}
