import { assinaturaOutputSchema } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaAutenticada } from '../../rest/acesso';
import { obterAssinatura } from './assinatura.service';

export function rotasAssinatura(app: RestApp, deps: Deps) {
  app.get(
    '/api/assinatura',
    {
      config: rotaAutenticada(),
      schema: { tags: ['assinatura'], response: { 200: assinaturaOutputSchema } },
    },
    (req) => obterAssinatura(deps, atorDe(req)),
  );
}
