import {
  idLeniente,
  listaRestQuerySchema,
  type Movimentacao,
  movimentacaoListadaRestSchema,
  movimentacaoRestInputSchema,
  movimentacaoRestQuerySchema,
  movimentacaoSchema,
  type Pagina,
  produtoRestInputSchema,
  produtoRestQuerySchema,
  produtoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { PaginaPedida } from '../../db/lista';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { putMesclado } from '../../rest/put-mesclado';
import { ACESSO_ESTOQUE as A } from './estoque.acesso';
import {
  listarMovimentacoesDaClinica,
  movimentacaoParaRest,
  registrarMovimentacao,
} from './movimentacao.service';
import {
  criarProduto,
  editarProduto,
  listarProdutosDaClinica,
  obterProduto,
  produtoParaRest,
  removerProduto,
} from './produto.service';

const porId = z.object({ id: idLeniente });

/**
 * A movement list with its records count on every row (spec 03 §3, issue 33): the count of the
 * first call (a streamed list counts its first batch only), laid on each row as it is written.
 */
function comTotalDeRegistros(listar: (p: PaginaPedida) => Promise<Pagina<Movimentacao>>) {
  let total: number | undefined;
  return {
    buscar: async (p: PaginaPedida) => {
      const r = await listar(p);
      total ??= r.total;
      return r;
    },
    paraRest: (m: Movimentacao) => ({ ...movimentacaoParaRest(m), total_registros: total ?? 0 }),
  };
}

/**
 * The spec's stock calls (03 §7), prices in reais: GET/POST /api/produtos,
 * PUT/DELETE /api/produtos/{id}, GET /api/movimentacoes, GET /api/movimentacoes/{id_produto}
 * (`:id` in the route: the product's),
 * POST /api/movimentacoes (200 on success, as the old client expects). Lists without `page`
 * are the documented whole list; with it, one page and X-Total-Count.
 */
export function rotasEstoque(app: RestApp, deps: Deps) {
  const tags = ['estoque'];
  const put = putMesclado(produtoRestInputSchema, async (req, id) =>
    produtoParaRest(await obterProduto(deps, atorDe(req), id)),
  );
  app.get(
    '/api/produtos',
    {
      config: rotaClinica(A.listarProdutos),
      schema: { tags, querystring: produtoRestQuerySchema, response: { 200: z.array(produtoSchema) } },
    },
    async (req, reply) => {
      const { de, ate, situacao, ...lista } = req.query;
      return listaRest(
        lista,
        reply,
        (p) => listarProdutosDaClinica(deps, atorDe(req), { ...p, de, ate, situacao }),
        produtoParaRest,
      );
    },
  );
  app.post(
    '/api/produtos',
    {
      config: rotaClinica(A.criarProduto),
      schema: { tags, body: produtoRestInputSchema, response: { 201: produtoSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(produtoParaRest(await criarProduto(deps, atorDe(req), req.body))),
  );
  app.put(
    '/api/produtos/:id',
    {
      config: rotaClinica(A.editarProduto),
      ...put.opcoes,
      schema: { tags, ...put.schema, params: porId, response: { 200: produtoSchema } },
    },
    async (req) => produtoParaRest(await editarProduto(deps, atorDe(req), req.params.id, put.corpo(req))),
  );
  app.delete(
    '/api/produtos/:id',
    { config: rotaClinica(A.excluirProduto), schema: { tags, params: porId } },
    async (req, reply) => {
      await removerProduto(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/movimentacoes',
    {
      config: rotaClinica(A.listarMovimentacoes),
      schema: {
        tags,
        querystring: movimentacaoRestQuerySchema,
        response: { 200: z.array(movimentacaoListadaRestSchema) },
      },
    },
    async (req, reply) => {
      const { de, ate, unidades, ...lista } = req.query;
      const l = comTotalDeRegistros((p) =>
        listarMovimentacoesDaClinica(deps, atorDe(req), { ...p, de, ate, unidades }),
      );
      return listaRest(lista, reply, l.buscar, l.paraRest);
    },
  );
  app.get(
    '/api/movimentacoes/:id',
    {
      config: rotaClinica(A.listarMovimentacoes),
      schema: {
        tags,
        params: porId,
        querystring: listaRestQuerySchema,
        response: { 200: z.array(movimentacaoListadaRestSchema) },
      },
    },
    async (req, reply) => {
      const l = comTotalDeRegistros((p) =>
        listarMovimentacoesDaClinica(deps, atorDe(req), { ...p, id_produto: req.params.id }),
      );
      return listaRest(req.query, reply, l.buscar, l.paraRest);
    },
  );
  app.post(
    '/api/movimentacoes',
    {
      config: rotaClinica(A.movimentar),
      schema: { tags, body: movimentacaoRestInputSchema, response: { 200: movimentacaoSchema } },
    },
    async (req) => movimentacaoParaRest(await registrarMovimentacao(deps, atorDe(req), req.body)),
  );
}
