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
import { DESCRICAO_PUT_MESCLA, putMesclado } from '../../rest/put-mesclado';
import { ACESSO_QUESTAO_ANAMNESE } from './questao-anamnese.acesso';
import {
  criarQuestao,
  editarQuestao,
  listarQuestoesDaClinica,
  obterQuestao,
  removerQuestao,
} from './questao-anamnese.service';

export function rotasQuestaoAnamnese(app: RestApp, deps: Deps) {
  const tags = ['questoes-anamnese'];
  app.get(
    '/api/questoes-anamnese',
    {
      config: rotaClinica(ACESSO_QUESTAO_ANAMNESE.list),
      schema: { tags, querystring: listaRestQuerySchema, response: { 200: z.array(questaoAnamneseSchema) } },
    },
    (req, reply) => listaRest(req.query, reply, (p) => listarQuestoesDaClinica(deps, atorDe(req), p)),
  );
  app.post(
    '/api/questoes-anamnese',
    {
      config: rotaClinica(ACESSO_QUESTAO_ANAMNESE.create),
      schema: { tags, body: questaoAnamneseInputSchema, response: { 201: questaoAnamneseSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarQuestao(deps, atorDe(req), req.body)),
  );
  const put = putMesclado(
    comTextoAuxiliar(questaoAnamneseCamposSchema.extend({ id: z.unknown().optional() })),
    async (req, id) => obterQuestao(deps, atorDe(req), id),
  );
  app.put(
    '/api/questoes-anamnese/:id',
    {
      config: rotaClinica(ACESSO_QUESTAO_ANAMNESE.update),
      ...put.opcoes,
      // The body may repeat the id; the path's id decides.
      schema: {
        ...put.schema,
        tags,
        description: `${DESCRICAO_PUT_MESCLA} Um tipo diferente de sim_nao_naosei_texto apaga o texto auxiliar.`,
        params: idParamSchema,
        response: { 200: questaoAnamneseSchema },
      },
    },
    (req) => {
      const { id: _ignorado, ...dados } = put.corpo(req);
      return editarQuestao(deps, atorDe(req), req.params.id, dados);
    },
  );
  app.delete(
    '/api/questoes-anamnese/:id',
    { config: rotaClinica(ACESSO_QUESTAO_ANAMNESE.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await removerQuestao(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
