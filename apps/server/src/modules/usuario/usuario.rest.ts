import {
  idParamSchema,
  listaRestQuerySchema,
  usuarioAtivoSchema,
  usuarioCreateSchema,
  usuarioSchema,
  usuarioUpdateSchema,
} from '@clinica/contracts';
import { TIPOS_USUARIO } from '@clinica/domain';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { putMesclado } from '../../rest/put-mesclado';
import { ACESSO_USUARIO } from './usuario.acesso';
import {
  criarUsuario,
  definirAtivo,
  editarUsuario,
  listarUsuariosDaClinica,
  obterUsuario,
} from './usuario.service';
import { excluirUsuariosDaClinica } from './usuario-exclusao.service';

export function rotasUsuario(app: RestApp, deps: Deps) {
  const tags = ['usuários'];
  // The stored user in the input's shape: the units as ids; the password is never part of an edit.
  const put = putMesclado(usuarioUpdateSchema, async (req, id) => {
    const u = await obterUsuario(deps.db, atorDe(req).idConta, id);
    return { ...u, clinicas: u.clinicas.map((c) => c.id) };
  });
  app.get(
    '/api/usuarios',
    {
      config: rotaClinica(ACESSO_USUARIO.list),
      schema: {
        tags,
        description:
          'Usuários da clínica. `tipo` filtra por tipo; `tipo=PROFISSIONAL` responde quem pode ser ' +
          'agendado (usuários ativos dos tipos PROFISSIONAL, MEDICO e ADM), como o seletor de ' +
          'profissional do cliente antigo espera: numa clínica pequena o dono (ADM) também atende.',
        querystring: listaRestQuerySchema.extend({ tipo: z.enum(TIPOS_USUARIO).optional() }),
        response: { 200: z.array(usuarioSchema) },
      },
    },
    (req, reply) => {
      // The old client fills its professional picker with ?tipo=PROFISSIONAL (issue 33).
      const { tipo } = req.query;
      const filtro = tipo === 'PROFISSIONAL' ? { quemAtende: true } : { tipo };
      return listaRest(req.query, reply, (p) =>
        listarUsuariosDaClinica(deps, atorDe(req), { ...p, ...filtro }),
      );
    },
  );
  app.post(
    '/api/usuario',
    {
      config: rotaClinica(ACESSO_USUARIO.create),
      schema: { tags, body: usuarioCreateSchema, response: { 201: usuarioSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarUsuario(deps, atorDe(req), req.body)),
  );
  app.put(
    '/api/usuario/:id',
    {
      config: rotaClinica(ACESSO_USUARIO.update),
      ...put.opcoes,
      schema: { tags, ...put.schema, params: idParamSchema, response: { 200: usuarioSchema } },
    },
    (req) => editarUsuario(deps, atorDe(req), req.params.id, put.corpo(req)),
  );
  app.patch(
    '/api/usuario/:id/ativo',
    {
      config: rotaClinica(ACESSO_USUARIO.setAtivo),
      schema: { tags, params: idParamSchema, body: usuarioAtivoSchema, response: { 200: usuarioSchema } },
    },
    (req) => definirAtivo(deps, atorDe(req), req.params.id, req.body.ativo),
  );
  app.delete(
    '/api/usuario/:id',
    { config: rotaClinica(ACESSO_USUARIO.removeMany), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await excluirUsuariosDaClinica(deps, atorDe(req), [req.params.id]);
      return reply.status(204).send();
    },
  );
}
