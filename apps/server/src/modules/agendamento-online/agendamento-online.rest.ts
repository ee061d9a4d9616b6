import { agendamentoOnlineRestSchema, agendamentoOnlineSchema } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { ACESSO_AGENDAMENTO_ONLINE as A } from './agendamento-online.acesso';
import { obterAgendamentoOnline, salvarAgendamentoOnline } from './agendamento-online.service';

const tags = ['agendamento online'];

/** GET/PUT /api/agendamento-online: the clinic's settings (ADM). */
export function rotasAgendamentoOnline(app: RestApp, deps: Deps) {
  app.get(
    '/api/agendamento-online',
    { config: rotaClinica(A.configurar), schema: { tags, response: { 200: agendamentoOnlineSchema } } },
    (req) => obterAgendamentoOnline(deps, atorDe(req)),
  );
  app.put(
    '/api/agendamento-online',
    {
      config: rotaClinica(A.configurar),
      schema: { tags, body: agendamentoOnlineRestSchema, response: { 200: agendamentoOnlineSchema } },
    },
    (req) => salvarAgendamentoOnline(deps, atorDe(req), req.body),
  );
}
