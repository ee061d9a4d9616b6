import { idParamSchema, perfilSchema } from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listarPerfis, obterPerfil } from './perfil.service';

export function rotasPerfil(app: RestApp, deps: Deps) {
  const adm = rotaClinica('ADM');
  app.get(
    '/api/perfil',
    { config: adm, schema: { tags: ['perfis'], response: { 200: z.array(perfilSchema) } } },
    (req) => listarPerfis(deps, atorDe(req)),
  );
  app.get(
    '/api/perfil/:id',
    {
      config: adm,
      schema: { tags: ['perfis'], params: idParamSchema, response: { 200: perfilSchema } },
    },
    (req) => obterPerfil(deps, atorDe(req), req.params.id),
  );
}
