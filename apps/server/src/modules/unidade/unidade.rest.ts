import {
  idParamSchema,
  listaRestQuerySchema,
  unidadeParaRest,
  unidadeRestInputSchema,
  unidadeRestSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { putMesclado } from '../../rest/put-mesclado';
import { ACESSO_UNIDADE } from './unidade.acesso';
import {
  criarUnidade,
  editarUnidade,
  excluirUnidadesDaClinica,
  listarUnidadesDaClinica,
  obterUnidade,
} from './unidade.service';

/**
 * The old product kept units in the browser; these paths are new (DECISIONS.md 12).
 * `taxa_marketing` is in reais here (cents on tRPC and inside).
 */
export function rotasUnidade(app: RestApp, deps: Deps) {
  const tags = ['unidades'];
  const put = putMesclado(unidadeRestInputSchema, async (req, id) =>
    unidadeParaRest(await obterUnidade(deps, atorDe(req), id)),
  );
  app.get(
    '/api/unidades',
    {
      config: rotaClinica(ACESSO_UNIDADE.list),
      schema: { tags, querystring: listaRestQuerySchema, response: { 200: z.array(unidadeRestSchema) } },
    },
    (req, reply) =>
      listaRest(req.query, reply, (p) => listarUnidadesDaClinica(deps, atorDe(req), p), unidadeParaRest),
  );
  app.post(
    '/api/unidades',
    {
      config: rotaClinica(ACESSO_UNIDADE.create),
      schema: { tags, body: unidadeRestInputSchema, response: { 201: unidadeRestSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(unidadeParaRest(await criarUnidade(deps, atorDe(req), req.body))),
  );
  app.put(
    '/api/unidades/:id',
    {
      config: rotaClinica(ACESSO_UNIDADE.update),
      ...put.opcoes,
      schema: { tags, ...put.schema, params: idParamSchema, response: { 200: unidadeRestSchema } },
    },
    async (req) => unidadeParaRest(await editarUnidade(deps, atorDe(req), req.params.id, put.corpo(req))),
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
