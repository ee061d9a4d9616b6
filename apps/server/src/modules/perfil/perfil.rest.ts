import {
  idParamSchema,
  listaRestQuerySchema,
  MODULOS,
  modulosOutputSchema,
  perfilInputSchema,
  perfilSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { putMesclado } from '../../rest/put-mesclado';
import { ACESSO_PERFIL } from './perfil.acesso';
import { atualizarPerfil, criarPerfil, excluirPerfis, listarPerfis, obterPerfil } from './perfil.service';

export function rotasPerfil(app: RestApp, deps: Deps) {
  const put = putMesclado(perfilInputSchema, (req, id) => obterPerfil(deps, atorDe(req), id));
  const tags = ['perfis'];
  app.get(
    '/api/modulos',
    { config: rotaClinica(ACESSO_PERFIL.modulos), schema: { tags, response: { 200: modulosOutputSchema } } },
    async () => ({
      modulos: MODULOS.map((m) => ({ ...m, funcoes: [...m.funcoes] })),
    }),
  );
  app.get(
    '/api/perfil',
    {
      config: rotaClinica(ACESSO_PERFIL.list),
      schema: { tags, querystring: listaRestQuerySchema, response: { 200: z.array(perfilSchema) } },
    },
    (req, reply) => listaRest(req.query, reply, (p) => listarPerfis(deps, atorDe(req), p)),
  );
  app.get(
    '/api/perfil/:id',
    {
      config: rotaClinica(ACESSO_PERFIL.get),
      schema: { tags, params: idParamSchema, response: { 200: perfilSchema } },
    },
    (req) => obterPerfil(deps, atorDe(req), req.params.id),
  );
  app.post(
    '/api/perfil',
    {
      config: rotaClinica(ACESSO_PERFIL.create),
      schema: { tags, body: perfilInputSchema, response: { 201: perfilSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarPerfil(deps, atorDe(req), req.body)),
  );
  app.put(
    '/api/perfil/:id',
    {
      config: rotaClinica(ACESSO_PERFIL.update),
      ...put.opcoes,
      schema: { tags, ...put.schema, params: idParamSchema, response: { 200: perfilSchema } },
    },
    (req) => atualizarPerfil(deps, atorDe(req), req.params.id, put.corpo(req)),
  );
  app.delete(
    '/api/perfil/:id',
    { config: rotaClinica(ACESSO_PERFIL.removeMany), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await excluirPerfis(deps, atorDe(req), [req.params.id]);
      return reply.status(204).send();
    },
  );
}
