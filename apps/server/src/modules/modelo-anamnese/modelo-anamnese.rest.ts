import {
  idParamSchema,
  listaRestQuerySchema,
  modeloAnamneseCamposSchema,
  modeloAnamneseInputSchema,
  modeloAnamneseSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { DESCRICAO_PUT_MESCLA, mesclarComGuardado } from '../../rest/mesclar-put';
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
      schema: { tags, body: modeloAnamneseInputSchema, response: { 201: modeloAnamneseSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarModelo(deps, atorDe(req), req.body)),
  );
  app.put(
    '/api/modelos-anamnese/:id',
    {
      config: rotaClinica(ACESSO_MODELO_ANAMNESE.update),
      // Without `questoes` the schema's default ([]) emptied the model; omitted now keeps them.
      preValidation: mesclarComGuardado(Object.keys(modeloAnamneseCamposSchema.shape), (ator, id) =>
        obterModelo(deps, ator, id),
      ),
      // The body may repeat the model's other fields (id, criado_em...); the path's id decides.
      schema: {
        tags,
        description: DESCRICAO_PUT_MESCLA,
        params: idParamSchema,
        body: modeloAnamneseCamposSchema.extend({ id: z.unknown().optional() }),
        response: { 200: modeloAnamneseSchema },
      },
    },
    (req) =>
      editarModelo(deps, atorDe(req), req.params.id, { nome: req.body.nome, questoes: req.body.questoes }),
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
