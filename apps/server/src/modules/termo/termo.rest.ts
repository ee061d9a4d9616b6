import { idParamSchema, listaRestQuerySchema, termoInputSchema, termoSchema } from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { DESCRICAO_PUT_MESCLA, putMesclado } from '../../rest/put-mesclado';
import { ACESSO_TERMO } from './termo.acesso';
import { criarTermo, editarTermo, listarTermosDaClinica, obterTermo, removerTermo } from './termo.service';

export function rotasTermo(app: RestApp, deps: Deps) {
  const tags = ['termos'];
  // Rich-text bodies may carry inline styles; 1 MB is plenty for a text template.
  const bodyLimit = 1024 * 1024;
  app.get(
    '/api/termos',
    {
      config: rotaClinica(ACESSO_TERMO.list),
      schema: { tags, querystring: listaRestQuerySchema, response: { 200: z.array(termoSchema) } },
    },
    (req, reply) => listaRest(req.query, reply, (p) => listarTermosDaClinica(deps, atorDe(req), p)),
  );
  app.post(
    '/api/termos',
    {
      bodyLimit,
      config: rotaClinica(ACESSO_TERMO.create),
      schema: { tags, body: termoInputSchema, response: { 201: termoSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarTermo(deps, atorDe(req), req.body)),
  );
  const put = putMesclado(termoInputSchema.extend({ id: z.unknown().optional() }), async (req, id) =>
    obterTermo(deps, atorDe(req), id),
  );
  app.put(
    '/api/termos/:id',
    {
      bodyLimit,
      config: rotaClinica(ACESSO_TERMO.update),
      ...put.opcoes,
      // The spec's payload repeats the id in the body; the path's id decides.
      schema: {
        ...put.schema,
        tags,
        description: DESCRICAO_PUT_MESCLA,
        params: idParamSchema,
        response: { 200: termoSchema },
      },
    },
    (req) => editarTermo(deps, atorDe(req), req.params.id, put.corpo(req)),
  );
  app.delete(
    '/api/termos/:id',
    { config: rotaClinica(ACESSO_TERMO.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await removerTermo(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
