import {
  agendamentoRestInputSchema,
  agendamentoSchema,
  agendaPacienteRestQuerySchema,
  agendaRestQuerySchema,
  idParamSchema,
  MAIOR_INTEIRO,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { DESCRICAO_PUT_MESCLA, putMesclado } from '../../rest/put-mesclado';
import { ACESSO_AGENDA } from './agenda.acesso';
import {
  atualizarAgendamentoDaClinica,
  criarAgendamento,
  listarAgenda,
  listarAgendaDoPaciente,
  listarIntervaloAgenda,
  obterAgendamento,
} from './agenda.service';

const tags = ['agendas'];
const pacienteParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAIOR_INTEIRO) });
/** The answer carries the spec's fields; the reminder log stays on the tRPC detail. */
const resposta = (a: z.infer<typeof agendamentoSchema>) => agendamentoSchema.parse(a);

/**
 * GET /api/agendas (?id_profissional=, ?inicio=&fim= for a window of clinic days, ?page=&limit=,
 * ?q= searching the patient's, the professional's and the treatment's names),
 * GET /api/agendas/paciente/{id}, POST /api/agendas, PUT /api/agendas/{id}. data_hora is
 * 'YYYY-MM-DD HH:mm' on the clinic's clock both ways.
 */
export function rotasAgenda(app: RestApp, deps: Deps) {
  app.get(
    '/api/agendas',
    {
      config: rotaClinica(ACESSO_AGENDA.list),
      schema: { tags, querystring: agendaRestQuerySchema, response: { 200: z.array(agendamentoSchema) } },
    },
    async (req, reply) => {
      const { inicio, fim, id_profissional, ...lista } = req.query;
      // The schema already holds the window to both ends and at most 62 days.
      if (inicio && fim) {
        const itens = await listarIntervaloAgenda(deps, atorDe(req), {
          inicio,
          fim,
          id_profissional,
          q: lista.q,
        });
        reply.header('x-total-count', String(itens.length));
        return itens;
      }
      return listaRest(lista, reply, (p) => listarAgenda(deps, atorDe(req), { ...p, id_profissional }));
    },
  );
  app.get(
    '/api/agendas/paciente/:id',
    {
      config: rotaClinica(ACESSO_AGENDA.list),
      schema: {
        tags,
        params: pacienteParamSchema,
        querystring: agendaPacienteRestQuerySchema,
        response: { 200: z.array(agendamentoSchema) },
      },
    },
    async (req, reply) =>
      listaRest(req.query, reply, (p) => listarAgendaDoPaciente(deps, atorDe(req), req.params.id, p)),
  );
  app.post(
    '/api/agendas',
    {
      config: rotaClinica(ACESSO_AGENDA.create),
      schema: { tags, body: agendamentoRestInputSchema, response: { 201: agendamentoSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(resposta(await criarAgendamento(deps, atorDe(req), req.body))),
  );
  const put = putMesclado(agendamentoRestInputSchema, async (req, id) =>
    obterAgendamento(deps, atorDe(req), id),
  );
  app.put(
    '/api/agendas/:id',
    {
      config: rotaClinica(ACESSO_AGENDA.update),
      // The old client sends notificacoes only on drag: omitted, the stored choice stays.
      ...put.opcoes,
      schema: {
        ...put.schema,
        tags,
        description: DESCRICAO_PUT_MESCLA,
        params: idParamSchema,
        response: { 200: agendamentoSchema },
      },
    },
    async (req) =>
      resposta(await atualizarAgendamentoDaClinica(deps, atorDe(req), req.params.id, put.corpo(req))),
  );
}
