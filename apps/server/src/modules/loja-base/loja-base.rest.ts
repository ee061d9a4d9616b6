import { API_LOJA, contextoLojaSchema } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaLoja } from '../../rest/acesso';
import { ACESSO_LOJA_BASE } from './loja-base.acesso';
import { contextoLoja } from './loja-base.service';

/** The OpenAPI tag of every store route (they all live under API_LOJA, DECISIONS.md 2). */
export const TAGS_LOJA = ['loja'];

/** GET /api/loja/me: the caller's store role and own store (new; the old client read it from its token). */
export function rotasLojaBase(app: RestApp, deps: Deps) {
  app.get(
    `${API_LOJA}/me`,
    {
      config: rotaLoja(ACESSO_LOJA_BASE.contexto),
      schema: { tags: TAGS_LOJA, response: { 200: contextoLojaSchema } },
    },
    (req) => contextoLoja(deps, atorDe(req)),
  );
}
