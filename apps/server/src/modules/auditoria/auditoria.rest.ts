import { logInputSchema, logOutputSchema } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaAutenticada } from '../../rest/acesso';
import { origemDaRequisicao } from '../../rest/origem';
import { registrarLog } from './auditoria.service';

export function rotasAuditoria(app: RestApp, deps: Deps) {
  app.post(
    '/api/logs',
    {
      config: rotaAutenticada(),
      schema: { tags: ['auditoria'], body: logInputSchema, response: { 201: logOutputSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await registrarLog(deps, atorDe(req), origemDaRequisicao(req), req.body)),
  );
}
