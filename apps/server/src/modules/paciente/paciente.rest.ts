import {
  acessoPacienteSchema,
  acessosFiltroRestSchema,
  arquivadosSchema,
  idParamSchema,
  listaRestQuerySchema,
  pacienteCriacaoSchema,
  pacienteDetalheSchema,
  pacienteInputSchema,
  pacienteSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { listaRest } from '../../rest/lista';
import { DESCRICAO_PUT_MESCLA, putMesclado } from '../../rest/put-mesclado';
import { ACESSO_ACESSO_PACIENTE } from '../acesso-paciente/acesso-paciente.acesso';
import { listarAcessosDoPaciente } from '../acesso-paciente/acesso-paciente.service';
import { ACESSO_PACIENTE } from './paciente.acesso';
import {
  criarPaciente,
  editarPaciente,
  listarPacientesDaClinica,
  obterFichaPaciente,
  obterPaciente,
} from './paciente.service';

export function rotasPaciente(app: RestApp, deps: Deps) {
  const tags = ['pacientes'];
  app.get(
    '/api/pacientes',
    {
      config: rotaClinica(ACESSO_PACIENTE.list),
      schema: {
        tags,
        querystring: listaRestQuerySchema.extend(arquivadosSchema.shape),
        response: { 200: z.array(pacienteSchema) },
      },
    },
    (req, reply) =>
      listaRest(req.query, reply, (p) =>
        listarPacientesDaClinica(deps, atorDe(req), { ...p, arquivados: req.query.arquivados }),
      ),
  );
  app.get(
    '/api/pacientes/:id',
    {
      config: rotaClinica(ACESSO_PACIENTE.get),
      schema: { tags, params: idParamSchema, response: { 200: pacienteDetalheSchema } },
    },
    (req) => obterFichaPaciente(deps.db, atorDe(req).idConta, req.params.id),
  );
  // Who saw this record (issue 19): always one page (X-Total-Count carries the total).
  app.get(
    '/api/pacientes/:id/acessos',
    {
      config: rotaClinica(ACESSO_ACESSO_PACIENTE.list),
      schema: {
        tags,
        params: idParamSchema,
        querystring: acessosFiltroRestSchema,
        response: { 200: z.array(acessoPacienteSchema) },
      },
    },
    async (req, reply) => {
      const r = await listarAcessosDoPaciente(deps, atorDe(req), req.params.id, req.query);
      reply.header('X-Total-Count', String(r.total));
      return r.itens;
    },
  );
  app.post(
    '/api/pacientes',
    {
      config: rotaClinica(ACESSO_PACIENTE.create),
      schema: {
        tags,
        description:
          'aceita_marketing (opcional): true registra o sim do paciente a aniversário e novidades por WhatsApp e e-mail (origem equipe); ausente ou false não registra nada.',
        body: pacienteCriacaoSchema,
        response: { 201: pacienteSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await criarPaciente(deps, atorDe(req), req.body)),
  );
  const put = putMesclado(pacienteInputSchema, async (req, id) =>
    obterPaciente(deps.db, atorDe(req).idConta, id),
  );
  app.put(
    '/api/pacientes/:id',
    {
      config: rotaClinica(ACESSO_PACIENTE.update),
      ...put.opcoes,
      schema: {
        ...put.schema,
        tags,
        description: DESCRICAO_PUT_MESCLA,
        params: idParamSchema,
        response: { 200: pacienteSchema },
      },
    },
    (req) => editarPaciente(deps, atorDe(req), req.params.id, put.corpo(req)),
  );
}
