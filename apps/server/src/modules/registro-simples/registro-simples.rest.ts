import {
  idParamSchema,
  listaRestQuerySchema,
  registroSimplesInputSchema,
  registroSimplesSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { putMesclado } from '../../rest/put-mesclado';
import type { DefinicaoRegistro } from './definicoes';
import { acessoDoRegistro } from './registro-simples.acesso';
import {
  atualizarRegistroSimples,
  criarRegistroSimples,
  excluirRegistroSimples,
  listarRegistrosSimples,
  obterRegistroSimples,
} from './registro-simples.service';

/** GET/POST {caminho}, PUT/DELETE {caminho}/{id}: the spec's calls plus DELETE. */
export function rotasRegistro(app: RestApp, deps: Deps, def: DefinicaoRegistro) {
  const acesso = acessoDoRegistro(def);
  const tags = [def.tag];
  const put = putMesclado(registroSimplesInputSchema, (req, id) =>
    obterRegistroSimples(deps, atorDe(req), def, id),
  );
  app.get(
    def.caminhoRest,
    {
      config: rotaClinica(acesso.list),
      schema: { tags, querystring: listaRestQuerySchema, response: { 200: z.array(registroSimplesSchema) } },
    },
    (req, reply) => listaRest(req.query, reply, (p) => listarRegistrosSimples(deps, atorDe(req), def, p)),
  );
  app.post(
    def.caminhoRest,
    {
      config: rotaClinica(acesso.create),
      schema: { tags, body: registroSimplesInputSchema, response: { 201: registroSimplesSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await criarRegistroSimples(deps, atorDe(req), def, req.body)),
  );
  app.put(
    `${def.caminhoRest}/:id`,
    {
      config: rotaClinica(acesso.update),
      ...put.opcoes,
      schema: { tags, ...put.schema, params: idParamSchema, response: { 200: registroSimplesSchema } },
    },
    (req) => atualizarRegistroSimples(deps, atorDe(req), def, req.params.id, put.corpo(req)),
  );
  app.delete(
    `${def.caminhoRest}/:id`,
    { config: rotaClinica(acesso.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await excluirRegistroSimples(deps, atorDe(req), def, req.params.id);
      return reply.status(204).send();
    },
  );
}
