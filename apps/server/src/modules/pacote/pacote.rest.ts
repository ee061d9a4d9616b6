import {
  configuracaoPacoteRestSchema,
  configuracaoPacoteSchema,
  idParamSchema,
  pacoteSchema,
  pacoteValidadeRestSchema,
  sessoesProfissionalExportarSchema,
  sessoesProfissionalInputSchema,
  sessoesProfissionalSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { enviarArquivo } from '../../rest/arquivo';
import { ACESSO_PACOTE } from './pacote.acesso';
import {
  editarValidade,
  exportarSessoes,
  lerConfiguracao,
  listarPacotesDoPaciente,
  salvarConfiguracao,
  sessoesDoMes,
} from './pacote.service';

const tags = ['pacotes'];

/**
 * GET /api/pacientes/{id}/pacotes, PUT /api/pacotes/{id} (validade), GET/PUT
 * /api/pacotes/configuracao, GET /api/pacotes/sessoes?mes= and its CSV /api/pacotes/sessoes/exportar.
 */
export function rotasPacote(app: RestApp, deps: Deps) {
  app.get(
    '/api/pacientes/:id/pacotes',
    {
      config: rotaClinica(ACESSO_PACOTE.doPaciente),
      schema: { tags, params: idParamSchema, response: { 200: z.array(pacoteSchema) } },
    },
    (req) => listarPacotesDoPaciente(deps, atorDe(req), req.params.id),
  );
  app.get(
    '/api/pacotes/configuracao',
    {
      config: rotaClinica(ACESSO_PACOTE.configuracao),
      schema: { tags, response: { 200: configuracaoPacoteSchema } },
    },
    (req) => lerConfiguracao(deps, atorDe(req)),
  );
  app.put(
    '/api/pacotes/configuracao',
    {
      config: rotaClinica(ACESSO_PACOTE.configuracao),
      schema: { tags, body: configuracaoPacoteRestSchema, response: { 200: configuracaoPacoteSchema } },
    },
    (req) => salvarConfiguracao(deps, atorDe(req), req.body),
  );
  app.get(
    '/api/pacotes/sessoes',
    {
      config: rotaClinica(ACESSO_PACOTE.sessoes),
      schema: {
        tags,
        querystring: sessoesProfissionalInputSchema,
        response: { 200: sessoesProfissionalSchema },
      },
    },
    (req) => sessoesDoMes(deps, atorDe(req), req.query.mes),
  );
  app.get(
    '/api/pacotes/sessoes/exportar',
    {
      config: rotaClinica(ACESSO_PACOTE.sessoes),
      schema: { tags, querystring: sessoesProfissionalExportarSchema },
    },
    async (req, reply) => {
      const csv = await exportarSessoes(deps, atorDe(req), req.query);
      return enviarArquivo(reply, {
        bytes: Buffer.from(csv.conteudo, 'utf8'),
        tipoMime: 'text/csv; charset=utf-8',
        cache: 'nunca',
        nome: { arquivo: csv.nome, como: 'attachment' },
      });
    },
  );
  app.put(
    '/api/pacotes/:id',
    {
      config: rotaClinica(ACESSO_PACOTE.validade),
      schema: {
        tags,
        params: idParamSchema,
        body: pacoteValidadeRestSchema,
        response: { 200: pacoteSchema },
      },
    },
    (req) => editarValidade(deps, atorDe(req), req.params.id, req.body.validade),
  );
}
