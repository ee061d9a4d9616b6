import { anamneseCreateSchema, anamnesePacienteRestSchema } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { rotasRegistroAssinavel } from '../assinatura-digital/registro-assinavel.rest';
import { ACESSO_ANAMNESE, EXCLUSAO_ANAMNESE } from './anamnese.acesso';
import { ANAMNESE } from './anamnese.assinavel';
import { paraRest } from './anamnese.mapeamento';
import { criarAnamnese } from './anamnese.service';

/** The spec's /api/pacientes-anamnese: the signable record's routes, and issuing one from a model. */
export function rotasAnamnese(app: RestApp, deps: Deps) {
  rotasRegistroAssinavel(app, deps, ANAMNESE, { excluir: EXCLUSAO_ANAMNESE });
  app.post(
    '/api/pacientes-anamnese',
    {
      config: rotaClinica(ACESSO_ANAMNESE.create),
      schema: {
        tags: [ANAMNESE.tag],
        body: anamneseCreateSchema,
        response: { 201: anamnesePacienteRestSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(paraRest(deps, await criarAnamnese(deps, atorDe(req), req.body))),
  );
}
