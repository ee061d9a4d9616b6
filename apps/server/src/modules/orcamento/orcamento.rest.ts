import {
  idParamSchema,
  listaRestQuerySchema,
  MAIOR_INTEIRO,
  type OrcamentoDetalhe,
  orcamentoDetalheSchema,
  orcamentoRestInputSchema,
} from '@clinica/contracts';
import { centavosParaReais } from '@clinica/domain';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { ACESSO_ORCAMENTO } from './orcamento.acesso';
import {
  cancelarOrcamento,
  criarOrcamento,
  excluirOrcamentoDaClinica,
  listarOrcamentosComItens,
  obterOrcamento,
} from './orcamento.service';

const tags = ['orcamentos'];
const pacienteParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAIOR_INTEIRO) });

/** The REST edge speaks reais (DECISIONS.md 6): the total and each item's price. */
const paraRest = (o: OrcamentoDetalhe): OrcamentoDetalhe => ({
  ...o,
  valor_total: centavosParaReais(o.valor_total),
  tratamentos: o.tratamentos.map((t) => ({
    ...t,
    valor_venda: centavosParaReais(t.valor_venda),
    valor_pacote: t.valor_pacote === null ? null : centavosParaReais(t.valor_pacote),
    valor_item: centavosParaReais(t.valor_item),
  })),
});

/**
 * GET /api/orcamentos, GET /api/orcamentos/paciente/{id} (each budget with its treatments;
 * ?page=&limit=&q= for one page), GET /api/orcamentos/{id}, POST /api/orcamentos,
 * POST /api/orcamentos/{id}/cancelar, DELETE /api/orcamentos/{id}.
 */
export function rotasOrcamento(app: RestApp, deps: Deps) {
  const lista = { 200: z.array(orcamentoDetalheSchema) };
  app.get(
    '/api/orcamentos',
    {
      config: rotaClinica(ACESSO_ORCAMENTO.list),
      schema: { tags, querystring: listaRestQuerySchema, response: lista },
    },
    (req, reply) =>
      listaRest(req.query, reply, (p) => listarOrcamentosComItens(deps, atorDe(req), p), paraRest),
  );
  app.get(
    '/api/orcamentos/paciente/:id',
    {
      config: rotaClinica(ACESSO_ORCAMENTO.doPaciente),
      schema: { tags, params: pacienteParamSchema, querystring: listaRestQuerySchema, response: lista },
    },
    (req, reply) =>
      listaRest(
        req.query,
        reply,
        (p) => listarOrcamentosComItens(deps, atorDe(req), { ...p, id_paciente: req.params.id }),
        paraRest,
      ),
  );
  app.get(
    '/api/orcamentos/:id',
    {
      config: rotaClinica(ACESSO_ORCAMENTO.get),
      schema: { tags, params: idParamSchema, response: { 200: orcamentoDetalheSchema } },
    },
    async (req) => paraRest(await obterOrcamento(deps, atorDe(req), req.params.id)),
  );
  app.post(
    '/api/orcamentos',
    {
      config: rotaClinica(ACESSO_ORCAMENTO.create),
      schema: { tags, body: orcamentoRestInputSchema, response: { 201: orcamentoDetalheSchema } },
    },
    async (req, reply) => reply.status(201).send(paraRest(await criarOrcamento(deps, atorDe(req), req.body))),
  );
  app.post(
    '/api/orcamentos/:id/cancelar',
    {
      config: rotaClinica(ACESSO_ORCAMENTO.cancelar),
      schema: { tags, params: idParamSchema, response: { 200: orcamentoDetalheSchema } },
    },
    async (req) => paraRest(await cancelarOrcamento(deps, atorDe(req), req.params.id)),
  );
  app.delete(
    '/api/orcamentos/:id',
    { config: rotaClinica(ACESSO_ORCAMENTO.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await excluirOrcamentoDaClinica(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
