import {
  API_LOJA,
  cupomParaRest,
  cupomRestEdicaoSchema,
  cupomRestInputSchema,
  cupomRestSchema,
  idParamSchema,
  listaRestQuerySchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaLoja } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { DESCRICAO_PUT_MESCLA, putMesclado } from '../../rest/put-mesclado';
import { TAGS_LOJA } from '../loja-base/loja-base.rest';
import { ACESSO_LOJA_CUPOM } from './loja-cupom.acesso';
import { criarCupom, editarCupom, listarCuponsDaLoja, obterCupom } from './loja-cupom.service';

/**
 * The spec's coupon calls under /api/loja (spec 03 §7): GET/POST /coupons, PUT /coupons/{id}.
 * The discount travels in reais (fixed) or percent (percentage); hundredths inside.
 */
export function rotasLojaCupom(app: RestApp, deps: Deps) {
  app.get(
    `${API_LOJA}/coupons`,
    {
      config: rotaLoja(ACESSO_LOJA_CUPOM.list),
      schema: {
        tags: TAGS_LOJA,
        description:
          'Os cupons da loja de quem chama: a lista toda, ou com `page`/`limit` uma página (total em X-Total-Count).',
        querystring: listaRestQuerySchema,
        response: { 200: z.array(cupomRestSchema) },
      },
    },
    (req, reply) =>
      listaRest(req.query, reply, (p) => listarCuponsDaLoja(deps, atorDe(req), p), cupomParaRest),
  );
  app.post(
    `${API_LOJA}/coupons`,
    {
      config: rotaLoja(ACESSO_LOJA_CUPOM.create),
      schema: { tags: TAGS_LOJA, body: cupomRestInputSchema, response: { 201: cupomRestSchema } },
    },
    async (req, reply) => {
      const b = req.body;
      const cupom = await criarCupom(deps, atorDe(req), {
        codigo: b.code,
        tipo: b.type,
        desconto: b.discount,
        quantidade: b.quantity,
        validade: b.valid_until,
      });
      return reply.status(201).send(cupomParaRest(cupom));
    },
  );
  // Merging like every other PUT (issue 33): an omitted quantity or validity keeps its value; code,
  // discount and type are not merged (read-only: when sent they must equal the stored ones).
  const put = putMesclado(
    cupomRestEdicaoSchema,
    async (req, id) => {
      const c = await obterCupom(deps, atorDe(req), id);
      return { quantity: c.quantidade, valid_until: c.validade };
    },
    { ignorar: ['code', 'discount', 'type'] },
  );
  app.put(
    `${API_LOJA}/coupons/:id`,
    {
      config: rotaLoja(ACESSO_LOJA_CUPOM.update),
      ...put.opcoes,
      schema: {
        ...put.schema,
        tags: TAGS_LOJA,
        description: `Só quantidade e validade mudam; código, desconto e tipo, se enviados, devem ser os mesmos. ${DESCRICAO_PUT_MESCLA}`,
        params: idParamSchema,
        response: { 200: cupomRestSchema },
      },
    },
    async (req) => {
      const b = put.corpo(req);
      const cupom = await editarCupom(
        deps,
        atorDe(req),
        { id: req.params.id, quantidade: b.quantity, validade: b.valid_until },
        { codigo: b.code, tipo: b.type, desconto: b.discount },
      );
      return cupomParaRest(cupom);
    },
  );
}
