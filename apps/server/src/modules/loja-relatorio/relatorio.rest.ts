import {
  API_LOJA,
  linhaPagamentoRelatorioSchema,
  linhaPedidoRelatorioSchema,
  linhaUsuarioRelatorioSchema,
  pagamentoRelatorioParaRest,
  pedidoRelatorioParaRest,
  periodoRelatorioSchema,
  relatorioRestQuerySchema,
} from '@clinica/contracts';
import { LIMITE_RELATORIO } from '@clinica/domain';
import { z } from 'zod';
import type { PaginaPedida } from '../../db/lista';
import type { Deps } from '../../platform/deps';
import { type AcessoRota, atorDe, type RestApp, rotaLoja } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { TAGS_LOJA } from '../loja-base/loja-base.rest';
import { ACESSO_RELATORIO } from './relatorio.acesso';
import {
  type DefinicaoRelatorio,
  RELATORIO_PAGAMENTOS,
  RELATORIO_PEDIDOS,
  RELATORIO_USUARIOS,
} from './relatorio.definicoes';
import { escopoDoRelatorio, lerLotesDoRelatorio } from './relatorio.service';
import { enviarRelatorioCsv } from './relatorio-csv';

const NOMES_ARQUIVO = { orders: 'pedidos', users: 'assessores', payments: 'pagamentos' } as const;

/**
 * GET /report/{orders|users|payments}/{start}/{end} (spec 03 §7). JSON by default: the whole
 * range (at most 100,000 rows, streamed like every unpaged list) or one page with `?page=&limit=`;
 * `?formato=csv` (or Accept: text/csv) streams the same rows as a CSV file.
 */
function rotaRelatorio<L, A, R>(
  app: RestApp,
  deps: Deps,
  o: {
    def: DefinicaoRelatorio<L, A>;
    acesso: Parameters<typeof rotaLoja>[0];
    linha: z.ZodType<R>;
    paraRest: (a: A) => R;
  },
) {
  app.get(
    `${API_LOJA}/report/${o.def.tipo}/:start/:end`,
    {
      config: rotaLoja(o.acesso) satisfies { acesso: AcessoRota },
      schema: {
        tags: TAGS_LOJA,
        params: periodoRelatorioSchema,
        querystring: relatorioRestQuerySchema,
        response: { 200: z.array(o.linha) },
      },
    },
    async (req, reply) => {
      const escopo = await escopoDoRelatorio(deps, atorDe(req), req.params);
      const ler = lerLotesDoRelatorio(deps, escopo, o.def);
      const csv =
        (req.query.formato ?? req.query.format) === 'csv' ||
        (req.query.formato === undefined && /text\/csv/.test(req.headers.accept ?? ''));
      if (csv) {
        const nome = `relatorio_${NOMES_ARQUIVO[o.def.tipo]}_${req.params.start}_${req.params.end}.csv`;
        return enviarRelatorioCsv(reply, o.def, escopo, ler, nome);
      }
      // The JSON list stops at the report's limit like the table and the file do.
      let entregues = 0;
      const limitado = async (p: PaginaPedida) => {
        const r = await ler(p);
        const itens = p.lote ? r.itens.slice(0, Math.max(0, LIMITE_RELATORIO - entregues)) : r.itens;
        entregues += itens.length;
        return { itens: itens.map(o.def.paraApi), total: r.total };
      };
      return listaRest({ page: req.query.page, limit: req.query.limit }, reply, limitado, o.paraRest);
    },
  );
}

export function rotasLojaRelatorio(app: RestApp, deps: Deps) {
  rotaRelatorio(app, deps, {
    def: RELATORIO_PEDIDOS,
    acesso: ACESSO_RELATORIO.orders,
    linha: linhaPedidoRelatorioSchema,
    paraRest: pedidoRelatorioParaRest,
  });
  rotaRelatorio(app, deps, {
    def: RELATORIO_USUARIOS,
    acesso: ACESSO_RELATORIO.users,
    linha: linhaUsuarioRelatorioSchema,
    paraRest: (l) => l,
  });
  rotaRelatorio(app, deps, {
    def: RELATORIO_PAGAMENTOS,
    acesso: ACESSO_RELATORIO.payments,
    linha: linhaPagamentoRelatorioSchema,
    paraRest: pagamentoRelatorioParaRest,
  });
}
