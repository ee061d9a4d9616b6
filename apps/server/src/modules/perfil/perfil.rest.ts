import { idParamSchema, perfilSchema } from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, exigirAcesso, type RestApp } from '../../rest/acesso';
import { listarPerfis, obterPerfil } from './perfil.service';

export function rotasPerfil(app: RestApp, deps: Deps) {
  const acesso = exigirAcesso(deps, 'ADM');
  app.get(
    '/api/perfil',
    { preHandler: acesso, schema: { tags: ['perfis'], response: { 200: z.array(perfilSchema) } } },
    (req) => listarPerfis(deps, atorDe(req)),
  );
  app.get(
    '/api/perfil/:id',
    {
      preHandler: acesso,
      schema: { tags: ['perfis'], params: idParamSchema, response: { 200: perfilSchema } },
    },
    (req) => obterPerfil(deps, atorDe(req), req.params.id),
  );
}
