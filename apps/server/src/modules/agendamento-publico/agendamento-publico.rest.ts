import {
  codigoConsultaParamSchema,
  completarCadastroInputSchema,
  consultaPublicaSchema,
  diasComVagaQuerySchema,
  diasComVagaSchema,
  leniente,
  mensagemConsultaSchema,
  paginaAgendamentoSchema,
  reagendarInputSchema,
  reservaRestSchema,
  reservaSchema,
  slugParamSchema,
  vagaSchema,
  vagasQuerySchema,
} from '@clinica/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { RestApp } from '../../rest/acesso';
import { origemDaRequisicao } from '../../rest/origem';
import {
  cancelarConsulta,
  completarCadastro,
  confirmarConsulta,
  obterConsulta,
  reagendarConsulta,
} from './consulta.service';
import { HorarioOcupado, reservar } from './reserva.service';
import { diasComVagaPublicos, paginaDeAgendamento, vagasDoDiaPublicas } from './vagas-publicas.service';

const tags = ['agendamento público'];
/** A 409: the slot was taken (with the fresh slots), or another conflict (past the window: no slots). */
const ocupadoSchema = z.object({
  message: z.string(),
  code: z.string(),
  vagas: z.array(vagaSchema).optional(),
});

/** A taken slot answers 409 with the words and the day's fresh slots, in one round trip. */
async function comVagasNoConflito<T>(reply: FastifyReply, status: number, acao: () => Promise<T>) {
  try {
    const resposta = await acao();
    return reply.status(status).send(resposta);
  } catch (e) {
    if (e instanceof HorarioOcupado)
      return reply.status(409).send({ message: e.message, code: e.code, vagas: e.vagas });
    throw e;
  }
}

/**
 * The booking page and the patient's link (issue 34), no login: GET /api/publico/agendar/{slug},
 * …/horarios?id_tratamento=&id_profissional=&data=, …/dias?id_tratamento=&de=&ate=,
 * POST /api/publico/agendar/{slug}; GET /api/publico/consulta/{codigo} and POST …/confirmar,
 * …/cancelar, …/reagendar, …/cadastro (a pre-registration completes its record).
 */
export function rotasAgendamentoPublico(app: RestApp, deps: Deps) {
  app.get(
    '/api/publico/agendar/:slug',
    { schema: { tags, params: slugParamSchema, response: { 200: paginaAgendamentoSchema } } },
    (req) => paginaDeAgendamento(deps, origemDaRequisicao(req), req.params.slug),
  );
  app.get(
    '/api/publico/agendar/:slug/horarios',
    {
      schema: {
        tags,
        params: slugParamSchema,
        querystring: vagasQuerySchema,
        response: { 200: z.array(vagaSchema) },
      },
    },
    (req) => vagasDoDiaPublicas(deps, origemDaRequisicao(req), req.params.slug, req.query),
  );
  app.get(
    '/api/publico/agendar/:slug/dias',
    {
      schema: {
        tags,
        params: slugParamSchema,
        querystring: diasComVagaQuerySchema,
        response: { 200: diasComVagaSchema },
      },
    },
    (req) => diasComVagaPublicos(deps, origemDaRequisicao(req), req.params.slug, req.query),
  );
  app.post(
    '/api/publico/agendar/:slug',
    {
      schema: {
        tags,
        params: slugParamSchema,
        body: reservaRestSchema,
        response: { 201: reservaSchema, 409: ocupadoSchema },
      },
    },
    (req, reply) =>
      comVagasNoConflito(reply, 201, () =>
        reservar(deps, origemDaRequisicao(req), req.params.slug, req.body),
      ),
  );
  const consulta = { tags, params: codigoConsultaParamSchema };
  app.get(
    '/api/publico/consulta/:codigo',
    { schema: { ...consulta, response: { 200: consultaPublicaSchema } } },
    (req) => obterConsulta(deps, origemDaRequisicao(req), req.params.codigo),
  );
  app.post(
    '/api/publico/consulta/:codigo/confirmar',
    { schema: { ...consulta, response: { 200: mensagemConsultaSchema } } },
    (req) => confirmarConsulta(deps, origemDaRequisicao(req), req.params.codigo),
  );
  app.post(
    '/api/publico/consulta/:codigo/cancelar',
    { schema: { ...consulta, response: { 200: mensagemConsultaSchema } } },
    (req) => cancelarConsulta(deps, origemDaRequisicao(req), req.params.codigo),
  );
  app.post(
    '/api/publico/consulta/:codigo/reagendar',
    {
      schema: {
        ...consulta,
        body: leniente(reagendarInputSchema),
        response: { 200: mensagemConsultaSchema, 409: ocupadoSchema },
      },
    },
    (req, reply) =>
      comVagasNoConflito(reply, 200, () =>
        reagendarConsulta(deps, origemDaRequisicao(req), req.params.codigo, req.body.data_hora),
      ),
  );
  app.post(
    '/api/publico/consulta/:codigo/cadastro',
    {
      schema: {
        ...consulta,
        body: leniente(completarCadastroInputSchema),
        response: { 200: mensagemConsultaSchema },
      },
    },
    (req) => completarCadastro(deps, origemDaRequisicao(req), req.params.codigo, req.body),
  );
}
