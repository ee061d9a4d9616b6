import { cepOutputSchema } from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { type RestApp, rotaAutenticada } from '../../rest/acesso';
import { buscarCep } from './cep.service';

/** An unknown CEP: our 404 with ViaCEP's flag, so an old client reading `erro` works too (issue 17). */
const cepDesconhecidoSchema = z.object({ message: z.string(), code: z.string(), erro: z.literal(true) });

export function rotasCep(app: RestApp, deps: Deps) {
  app.get(
    '/api/cep/:cep',
    {
      config: rotaAutenticada(),
      schema: {
        tags: ['conta'],
        description:
          'Endereço do CEP nos campos do ViaCEP (logradouro, bairro, localidade, uf). CEP desconhecido: ' +
          '404 com `erro: true`, como o ViaCEP sinaliza.',
        params: z.object({ cep: z.string().max(20) }),
        response: { 200: cepOutputSchema, 404: cepDesconhecidoSchema },
      },
    },
    async (req, reply) => {
      try {
        return await buscarCep(deps, req.params.cep);
      } catch (e) {
        if (e instanceof DomainError && e.code === 'NAO_ENCONTRADO')
          return reply.status(404).send({ message: e.message, code: e.code, erro: true as const });
        throw e;
      }
    },
  );
}
