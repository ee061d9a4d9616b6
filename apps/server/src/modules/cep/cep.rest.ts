import { cepOutputSchema } from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { type RestApp, rotaAutenticada } from '../../rest/acesso';
import { buscarCep } from './cep.service';

export function rotasCep(app: RestApp, deps: Deps) {
  app.get(
    '/api/cep/:cep',
    {
      config: rotaAutenticada(),
      schema: {
        tags: ['conta'],
        params: z.object({ cep: z.string().max(20) }),
        response: { 200: cepOutputSchema },
      },
    },
    (req) => buscarCep(deps, req.params.cep),
  );
}
