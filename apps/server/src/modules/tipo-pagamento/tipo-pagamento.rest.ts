import {
  idParamSchema,
  listaRestQuerySchema,
  tipoPagamentoInputSchema,
  tipoPagamentoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { putMesclado } from '../../rest/put-mesclado';
import { ACESSO_TIPO_PAGAMENTO } from './tipo-pagamento.acesso';
import {
  atualizarTipoPagamento,
  criarTipoPagamento,
  excluirTipoPagamento,
  listarTiposPagamento,
  obterTipoPagamento,
} from './tipo-pagamento.service';

const tags = ['tipos_pagamento'];

/** GET/POST /api/tipos_pagamento, PUT/DELETE /api/tipos_pagamento/{id} (spec 03 §7). */
export function rotasTipoPagamento(app: RestApp, deps: Deps) {
  const put = putMesclado(tipoPagamentoInputSchema, (req, id) => obterTipoPagamento(deps, atorDe(req), id));
  app.get(
    '/api/tipos_pagamento',
    {
      config: rotaClinica(ACESSO_TIPO_PAGAMENTO.list),
      schema: { tags, querystring: listaRestQuerySchema, response: { 200: z.array(tipoPagamentoSchema) } },
    },
    (req, reply) => listaRest(req.query, reply, (p) => listarTiposPagamento(deps, atorDe(req), p)),
  );
  app.post(
    '/api/tipos_pagamento',
    {
      config: rotaClinica(ACESSO_TIPO_PAGAMENTO.create),
      schema: { tags, body: tipoPagamentoInputSchema, response: { 201: tipoPagamentoSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarTipoPagamento(deps, atorDe(req), req.body)),
  );
  app.put(
    '/api/tipos_pagamento/:id',
    {
      config: rotaClinica(ACESSO_TIPO_PAGAMENTO.update),
      ...put.opcoes,
      schema: { tags, ...put.schema, params: idParamSchema, response: { 200: tipoPagamentoSchema } },
    },
    (req) => atualizarTipoPagamento(deps, atorDe(req), req.params.id, put.corpo(req)),
  );
  app.delete(
    '/api/tipos_pagamento/:id',
    { config: rotaClinica(ACESSO_TIPO_PAGAMENTO.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await excluirTipoPagamento(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
