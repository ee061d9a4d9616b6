import { API_LOJA, logsLojaInputSchema, paginaLogsLojaSchema } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaLoja } from '../../rest/acesso';
import { TAGS_LOJA } from '../loja-base/loja-base.rest';
import { ACESSO_LOG_LOJA } from './log.acesso';
import { paginaDeLogsLoja } from './log.service';

/** GET /logs/{page} (spec 03 §7). */
export function rotasLojaLog(app: RestApp, deps: Deps) {
  app.get(
    `${API_LOJA}/logs/:page`,
    {
      config: rotaLoja(ACESSO_LOG_LOJA.list),
      schema: { tags: TAGS_LOJA, params: logsLojaInputSchema, response: { 200: paginaLogsLojaSchema } },
    },
    (req) => paginaDeLogsLoja(deps, atorDe(req), req.params.page),
  );
}
