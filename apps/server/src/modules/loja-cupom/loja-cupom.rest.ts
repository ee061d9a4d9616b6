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
import { TAGS_LOJA } from '../loja-base/loja-base.rest';
import { ACESSO_LOJA_CUPOM } from './loja-cupom.acesso';
import { criarCupom, editarCupom, listarCuponsDaLoja } from './loja-cupom.service';

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
        validade: b.valid_until as string,
      });
      return reply.status(201).send(cupomParaRest(cupom));
    },
  );
  app.put(
    `${API_LOJA}/coupons/:id`,
    {
      config: rotaLoja(ACESSO_LOJA_CUPOM.update),
      schema: {
        tags: TAGS_LOJA,
        description:
          'Só quantidade e validade mudam; código, desconto e tipo, se enviados, devem ser os mesmos.',
        params: idParamSchema,
        body: cupomRestEdicaoSchema,
        response: { 200: cupomRestSchema },
      },
    },
    async (req) => {
      const b = req.body;
      const cupom = await editarCupom(
        deps,
        atorDe(req),
        { id: req.params.id, quantidade: b.quantity, validade: b.valid_until as string },
        { codigo: b.code, tipo: b.type, desconto: b.discount },
      );
      return cupomParaRest(cupom);
    },
  );
}
