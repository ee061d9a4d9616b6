import {
  type ComissaoResumo,
  comissaoExportarQuerySchema,
  comissaoResumoRestQuerySchema,
  comissaoResumoSchema,
} from '@clinica/contracts';
import { centavosParaReais } from '@clinica/domain';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { enviarArquivo } from '../../rest/arquivo';
import { ACESSO_COMISSAO } from './comissao.acesso';
import { exportarComissoes, resumoDasComissoes } from './comissao.service';

const tags = ['comissões'];

/** The REST edge speaks reais (DECISIONS.md 6). */
const emReais = <T extends { base: number; valor: number }>(v: T): T => ({
  ...v,
  base: centavosParaReais(v.base),
  valor: centavosParaReais(v.valor),
});
const paraRest = (r: ComissaoResumo): ComissaoResumo => ({
  ...r,
  profissionais: r.profissionais.map(emReais),
  total: emReais(r.total),
});

/**
 * GET /api/comissoes?mes=YYYY-MM (default: the clinic's current month) and
 * GET /api/comissoes/exportar?mes=YYYY-MM[&id_profissional=].
 */
export function rotasComissao(app: RestApp, deps: Deps) {
  app.get(
    '/api/comissoes',
    {
      config: rotaClinica(ACESSO_COMISSAO.resumo),
      schema: {
        tags,
        description:
          'O mês pedido (AAAA-MM); sem `mes`, o mês corrente no relógio da clínica, como o dashboard.',
        querystring: comissaoResumoRestQuerySchema,
        response: { 200: comissaoResumoSchema },
      },
    },
    async (req) => paraRest(await resumoDasComissoes(deps, atorDe(req), req.query.mes)),
  );
  app.get(
    '/api/comissoes/exportar',
    {
      config: rotaClinica(ACESSO_COMISSAO.exportar),
      schema: { tags, querystring: comissaoExportarQuerySchema },
    },
    async (req, reply) => {
      const csv = await exportarComissoes(deps, atorDe(req), req.query);
      return enviarArquivo(reply, {
        bytes: Buffer.from(csv.conteudo, 'utf8'),
        tipoMime: 'text/csv; charset=utf-8',
        // Built now from payments that keep coming: a cached copy would show old figures.
        cache: 'nunca',
        nome: { arquivo: csv.nome, como: 'attachment' },
      });
    },
  );
}
