import { type Dashboard, dashboardRestQuerySchema, dashboardSchema } from '@clinica/contracts';
import { centavosParaReais } from '@clinica/domain';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { ACESSO_DASHBOARD } from './dashboard.acesso';
import { resumoDashboard } from './dashboard.service';

const tags = ['dashboard'];

/** The REST edge speaks reais (DECISIONS.md 6); the margin stays a percentage. */
function paraRest(d: Dashboard): Dashboard {
  const f = d.financeiro;
  if (!f) return d;
  const r = centavosParaReais;
  return {
    ...d,
    financeiro: {
      receita_bruta: r(f.receita_bruta),
      despesa: r(f.despesa),
      receita_liquida: r(f.receita_liquida),
      percentual: f.percentual,
      receitas: { a_receber: r(f.receitas.a_receber), previsto: r(f.receitas.previsto) },
      despesas: { a_pagar: r(f.despesas.a_pagar), previsto: r(f.despesas.previsto) },
      saldo: { pendente: r(f.saldo.pendente), previsto: r(f.saldo.previsto) },
      mensal: f.mensal.map((m) => ({ mes: m.mes, receitas: r(m.receitas), despesas: r(m.despesas) })),
    },
  };
}

/** GET /api/dashboard?mes=YYYY-MM (default: the clinic's current month). */
export function rotasDashboard(app: RestApp, deps: Deps) {
  app.get(
    '/api/dashboard',
    {
      config: rotaClinica(ACESSO_DASHBOARD.resumo),
      schema: { tags, querystring: dashboardRestQuerySchema, response: { 200: dashboardSchema } },
    },
    async (req) => paraRest(await resumoDashboard(deps, atorDe(req), req.query)),
  );
}
