import {
  idParamSchema,
  listaRestQuerySchema,
  modeloAnamneseCamposSchema,
  modeloAnamneseSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { DESCRICAO_PUT_MESCLA, putMesclado } from '../../rest/put-mesclado';
import { ACESSO_MODELO_ANAMNESE } from './modelo-anamnese.acesso';
import {
  criarModelo,
  editarModelo,
  listarModelosDaClinica,
  obterModelo,
  removerModelo,
} from './modelo-anamnese.service';

export function rotasModeloAnamnese(app: RestApp, deps: Deps) {
  const tags = ['modelos-anamnese'];
  app.get(
    '/api/modelos-anamnese',
    {
      config: rotaClinica(ACESSO_MODELO_ANAMNESE.list),
      schema: { tags, querystring: listaRestQuerySchema, response: { 200: z.array(modeloAnamneseSchema) } },
    },
    (req, reply) => listaRest(req.query, reply, (p) => listarModelosDaClinica(deps, atorDe(req), p)),
  );
  app.post(
    '/api/modelos-anamnese',
    {
      config: rotaClinica(ACESSO_MODELO_ANAMNESE.create),
      schema: { tags, body: modeloAnamneseCamposSchema, response: { 201: modeloAnamneseSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarModelo(deps, atorDe(req), req.body)),
  );
  const put = putMesclado(
    modeloAnamneseCamposSchema.extend({ id: z.unknown().optional() }),
    async (req, id) => obterModelo(deps, atorDe(req), id),
  );
  app.put(
    '/api/modelos-anamnese/:id',
    {
      config: rotaClinica(ACESSO_MODELO_ANAMNESE.update),
      // Without `questoes` the schema's default ([]) emptied the model; omitted now keeps them.
      ...put.opcoes,
      // The body may repeat the model's other fields (id, criado_em...); the path's id decides.
      schema: {
        ...put.schema,
        tags,
        description: DESCRICAO_PUT_MESCLA,
        params: idParamSchema,
        response: { 200: modeloAnamneseSchema },
      },
    },
    (req) =>
      editarModelo(deps, atorDe(req), req.params.id, {
        nome: put.corpo(req).nome,
        questoes: put.corpo(req).questoes,
      }),
  );
  app.delete(
    '/api/modelos-anamnese/:id',
    { config: rotaClinica(ACESSO_MODELO_ANAMNESE.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await removerModelo(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
