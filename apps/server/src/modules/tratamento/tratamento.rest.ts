import {
  idParamSchema,
  tratamentoRestCreateSchema,
  tratamentoRestInputSchema,
  tratamentoRestQuerySchema,
  tratamentoRestSchema,
  tratamentoStatusInputSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { putMesclado } from '../../rest/put-mesclado';
import { ACESSO_TRATAMENTO } from './tratamento.acesso';
import {
  alterarStatusTratamento,
  atualizarTratamento,
  criarTratamento,
  excluirTratamento,
  listarTratamentos,
  obterTratamento,
  paraRest,
} from './tratamento.service';

const tags = ['tratamentos'];
/** Treatments list 10 per page (spec 03 §9) when ?page comes without ?limit. */
const POR_PAGINA = 10;

/** GET/POST /api/tratamentos, PUT/DELETE /api/tratamentos/{id}, PATCH .../{id}/status. Prices in reais. */
export function rotasTratamento(app: RestApp, deps: Deps) {
  const put = putMesclado(tratamentoRestInputSchema, async (req, id) =>
    paraRest(await obterTratamento(deps, atorDe(req), id)),
  );
  app.get(
    '/api/tratamentos',
    {
      config: rotaClinica(ACESSO_TRATAMENTO.list),
      schema: {
        tags,
        querystring: tratamentoRestQuerySchema,
        response: { 200: z.array(tratamentoRestSchema) },
      },
    },
    async (req, reply) => {
      const { nome, preco_venda, preco_custo, ...lista } = req.query;
      const pedido = { ...lista, limit: lista.limit ?? POR_PAGINA };
      return listaRest(
        pedido,
        reply,
        (p) => listarTratamentos(deps, atorDe(req), { ...p, nome, preco_venda, preco_custo }),
        paraRest,
      );
    },
  );
  app.post(
    '/api/tratamentos',
    {
      config: rotaClinica(ACESSO_TRATAMENTO.create),
      schema: { tags, body: tratamentoRestCreateSchema, response: { 201: tratamentoRestSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(paraRest(await criarTratamento(deps, atorDe(req), req.body))),
  );
  app.put(
    '/api/tratamentos/:id',
    {
      config: rotaClinica(ACESSO_TRATAMENTO.update),
      ...put.opcoes,
      schema: { tags, ...put.schema, params: idParamSchema, response: { 200: tratamentoRestSchema } },
    },
    async (req) => paraRest(await atualizarTratamento(deps, atorDe(req), req.params.id, put.corpo(req))),
  );
  app.patch(
    '/api/tratamentos/:id/status',
    {
      config: rotaClinica(ACESSO_TRATAMENTO.setStatus),
      schema: {
        tags,
        params: idParamSchema,
        body: tratamentoStatusInputSchema,
        response: { 200: tratamentoRestSchema },
      },
    },
    async (req) => paraRest(await alterarStatusTratamento(deps, atorDe(req), req.params.id, req.body.status)),
  );
  app.delete(
    '/api/tratamentos/:id',
    { config: rotaClinica(ACESSO_TRATAMENTO.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await excluirTratamento(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
