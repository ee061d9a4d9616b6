import {
  comTextoAuxiliar,
  idParamSchema,
  listaRestQuerySchema,
  questaoAnamneseCamposSchema,
  questaoAnamneseInputSchema,
  questaoAnamneseSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import {
  criarQuestao,
  editarQuestao,
  listarQuestoesDaClinica,
  removerQuestao,
} from './questao-anamnese.service';

const GATE = 'existencia';

export function rotasQuestaoAnamnese(app: RestApp, deps: Deps) {
  const tags = ['questoes-anamnese'];
  app.get(
    '/api/questoes-anamnese',
    {
      config: rotaClinica('QUESTOES_ANAMNESE_LISTAR', GATE),
      schema: { tags, querystring: listaRestQuerySchema, response: { 200: z.array(questaoAnamneseSchema) } },
    },
    (req, reply) => listaRest(req.query, reply, (p) => listarQuestoesDaClinica(deps, atorDe(req), p)),
  );
  app.post(
    '/api/questoes-anamnese',
    {
      config: rotaClinica('QUESTOES_ANAMNESE_CRIAR', GATE),
      schema: { tags, body: questaoAnamneseInputSchema, response: { 201: questaoAnamneseSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarQuestao(deps, atorDe(req), req.body)),
  );
  app.put(
    '/api/questoes-anamnese/:id',
    {
      config: rotaClinica('QUESTOES_ANAMNESE_EDITAR', GATE),
      // The body may repeat the id; the path's id decides.
      schema: {
        tags,
        params: idParamSchema,
        body: comTextoAuxiliar(questaoAnamneseCamposSchema.extend({ id: z.unknown().optional() })),
        response: { 200: questaoAnamneseSchema },
      },
    },
    (req) => {
      const { id: _ignorado, ...dados } = req.body;
      return editarQuestao(deps, atorDe(req), req.params.id, dados);
    },
  );
  app.delete(
    '/api/questoes-anamnese/:id',
    { config: rotaClinica('QUESTOES_ANAMNESE_DELETAR', GATE), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await removerQuestao(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
