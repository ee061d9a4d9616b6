import {
  API_LOJA,
  carteiraRestSchema,
  decisaoSaqueSchema,
  idParamSchema,
  limiteRestSchema,
  movimentoParaRest,
  saqueAdminParaRest,
  saqueAdminSchema,
  saqueDaLojaParaRest,
  saqueDaLojaSchema,
  saqueRestInputSchema,
} from '@clinica/contracts';
import { STATUS_SAQUE } from '@clinica/domain';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaLoja } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { origemDaRequisicao } from '../../rest/origem';
import { TAGS_LOJA } from '../loja-base/loja-base.rest';
import { ACESSO_CARTEIRA } from './carteira.acesso';
import {
  listarHistoricoCarteira,
  listarSaquesDaCarteira,
  obterResumoCarteira,
  solicitarSaque,
} from './carteira.service';
import { decidirSaque, listarSaquesAdmin } from './saque-admin.service';

/** The history a GET /wallet carries by default (the newest); `?page=&limit=` walks the rest. */
const HISTORICO_PADRAO = 100;
const SAQUES_NA_CARTEIRA = 50;

const carteiraQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: limiteRestSchema(HISTORICO_PADRAO).optional(),
});
const saquesAdminQuerySchema = carteiraQuerySchema.extend({ status: z.enum(STATUS_SAQUE).optional() });

/** Spec 03 §7 store calls: wallet and withdrawals, amounts in reais (DECISIONS.md 6). */
export function rotasLojaCarteira(app: RestApp, deps: Deps) {
  app.get(
    `${API_LOJA}/wallet`,
    {
      config: rotaLoja(ACESSO_CARTEIRA.resumo),
      schema: { tags: TAGS_LOJA, querystring: carteiraQuerySchema, response: { 200: carteiraRestSchema } },
    },
    async (req, reply) => {
      const ator = atorDe(req);
      const pagina = { page: req.query.page ?? 1, limit: req.query.limit ?? HISTORICO_PADRAO, q: '' };
      const [resumo, historico, saques] = await Promise.all([
        obterResumoCarteira(deps, ator),
        listarHistoricoCarteira(deps, ator, pagina),
        listarSaquesDaCarteira(deps, ator, { page: 1, limit: SAQUES_NA_CARTEIRA, q: '' }),
      ]);
      reply.header('x-total-count', String(historico.total));
      return {
        balance: resumo.balance / 100,
        toRelease: resumo.toRelease / 100,
        history: historico.itens.map(movimentoParaRest),
        withdrawRequests: saques.itens.map(saqueDaLojaParaRest),
      };
    },
  );
  app.post(
    `${API_LOJA}/wallet/withdraw`,
    {
      config: rotaLoja(ACESSO_CARTEIRA.solicitar),
      schema: { tags: TAGS_LOJA, body: saqueRestInputSchema, response: { 201: saqueDaLojaSchema } },
    },
    async (req, reply) => {
      const saque = await solicitarSaque(deps, atorDe(req), origemDaRequisicao(req), req.body.value);
      return reply.status(201).send(saqueDaLojaParaRest(saque));
    },
  );
  app.get(
    `${API_LOJA}/adm/wallet/withdraws`,
    {
      config: rotaLoja(ACESSO_CARTEIRA.listarAdmin),
      schema: {
        tags: TAGS_LOJA,
        querystring: saquesAdminQuerySchema,
        response: { 200: z.array(saqueAdminSchema) },
      },
    },
    (req, reply) =>
      listaRest(
        req.query,
        reply,
        (p) => listarSaquesAdmin(deps, atorDe(req), { ...p, status: req.query.status }),
        saqueAdminParaRest,
      ),
  );
  app.put(
    `${API_LOJA}/wallet/withdraws/:id`,
    {
      config: rotaLoja(ACESSO_CARTEIRA.decidir),
      schema: {
        tags: TAGS_LOJA,
        params: idParamSchema,
        body: decisaoSaqueSchema,
        response: { 200: saqueDaLojaSchema },
      },
    },
    async (req) =>
      saqueDaLojaParaRest(
        await decidirSaque(deps, atorDe(req), origemDaRequisicao(req), req.params.id, req.body.status),
      ),
  );
}
