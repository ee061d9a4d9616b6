import {
  idParamSchema,
  pagamentosRestInputSchema,
  type TransacaoDetalhe,
  transacaoDetalheSchema,
  transacaoRestInputSchema,
  transacaoRestQuerySchema,
} from '@clinica/contracts';
import { centavosParaReais as reais } from '@clinica/domain';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { ACESSO_TRANSACAO } from './transacao.acesso';
import {
  criarTransacao,
  listarTransacoesComPagamentos,
  obterTransacao,
  registrarPagamentos,
} from './transacao.service';

const tags = ['transacoes'];

/** The REST edge speaks reais (DECISIONS.md 6): totals, payments and the budget's items. */
function paraRest<
  T extends Omit<TransacaoDetalhe, 'pagamentos'> & { pagamentos?: TransacaoDetalhe['pagamentos'] },
>(t: T): T {
  return {
    ...t,
    valor_total: reais(t.valor_total),
    valor_pago: reais(t.valor_pago),
    orcamento: t.orcamento && {
      ...t.orcamento,
      valor_total: reais(t.orcamento.valor_total),
      tratamentos: t.orcamento.tratamentos.map((i) => ({ ...i, valor_venda: reais(i.valor_venda) })),
    },
    ...(t.pagamentos ? { pagamentos: t.pagamentos.map((g) => ({ ...g, valor: reais(g.valor) })) } : {}),
  };
}

/**
 * GET /api/transacoes (?page=&limit=&q=&tipo=&de=&ate=), GET /api/transacoes/{id},
 * POST /api/transacoes (the revenue or the expense payload), POST /api/transacoes/pagamentos/{id}
 * (an array of payment lines).
 */
export function rotasTransacao(app: RestApp, deps: Deps) {
  app.get(
    '/api/transacoes',
    {
      config: rotaClinica(ACESSO_TRANSACAO.list),
      schema: {
        tags,
        querystring: transacaoRestQuerySchema,
        response: { 200: z.array(transacaoDetalheSchema) },
      },
    },
    async (req, reply) => {
      const { tipo, de, ate, ...lista } = req.query;
      return listaRest(
        lista,
        reply,
        (p) => listarTransacoesComPagamentos(deps, atorDe(req), { ...p, tipo, de, ate }),
        paraRest,
      );
    },
  );
  app.get(
    '/api/transacoes/:id',
    {
      config: rotaClinica(ACESSO_TRANSACAO.get),
      schema: { tags, params: idParamSchema, response: { 200: transacaoDetalheSchema } },
    },
    async (req) => paraRest(await obterTransacao(deps, atorDe(req), req.params.id)),
  );
  app.post(
    '/api/transacoes',
    {
      config: rotaClinica(ACESSO_TRANSACAO.create),
      schema: { tags, body: transacaoRestInputSchema, response: { 201: transacaoDetalheSchema } },
    },
    async (req, reply) => reply.status(201).send(paraRest(await criarTransacao(deps, atorDe(req), req.body))),
  );
  app.post(
    '/api/transacoes/pagamentos/:id',
    {
      config: rotaClinica(ACESSO_TRANSACAO.pagar),
      schema: {
        tags,
        params: idParamSchema,
        body: pagamentosRestInputSchema,
        response: { 201: transacaoDetalheSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(paraRest(await registrarPagamentos(deps, atorDe(req), req.params.id, req.body))),
  );
}
