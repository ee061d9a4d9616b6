import {
  idParamSchema,
  importacaoApiSchema,
  importacaoErrosPaginaSchema,
  importacaoErrosQuerySchema,
  importacaoSchema,
  importacaoUploadSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { aceitarMultipart, entregarRecebidos } from '../../rest/multipart';
import { desfazerImportacao } from './desfazer';
import { ACESSO_IMPORTACAO } from './importacao.acesso';
import {
  confirmarImportacao,
  criarImportacaoApi,
  criarImportacaoPlanilha,
  listarErrosDaImportacao,
  obterImportacao,
} from './importacao.service';
import { REGRA_PLANILHA } from './planilha';

/** The form fields beside the file (the mapping's JSON is the largest). */
const LIMITE_CORPO = 256 * 1024;

export function rotasImportacao(app: RestApp, deps: Deps) {
  const tags = ['importacoes'];
  const multipart = aceitarMultipart(app, deps, { arquivo: REGRA_PLANILHA });
  app.post(
    '/api/importacoes',
    {
      config: rotaClinica(ACESSO_IMPORTACAO.create),
      bodyLimit: LIMITE_CORPO,
      ...multipart,
      schema: {
        tags,
        summary: 'Nova importação (prévia): planilha ou sistema antigo',
        description:
          'Somente administradores. multipart/form-data com a planilha (CSV ou XLSX, até 10 MB) no campo ' +
          '`arquivo`, `tipo` (`pacientes` ou `agendas`) e, opcionalmente, `mapeamento` (JSON: campo → nome da coluna); ' +
          'ou JSON `{origem: "api", url, token}` (ou `email` e `senha` no lugar do token) para ler os pacientes do sistema antigo pela API dele ' +
          '(endereços de rede interna recusados, salvo IMPORTACAO_REDE_LOCAL=true). ' +
          'Responde a prévia: nada é gravado nos pacientes até POST /api/importacoes/{id}/confirmar.',
        body: z.union([importacaoApiSchema, importacaoUploadSchema]),
        response: { 201: importacaoSchema },
      },
    },
    async (req, reply) => {
      const corpo = req.body;
      if ('origem' in corpo)
        return reply.status(201).send(await criarImportacaoApi(deps, atorDe(req), corpo));
      const { arquivo: _marca, ...entrada } = corpo;
      const recebido = entregarRecebidos(req).arquivo;
      return reply.status(201).send(await criarImportacaoPlanilha(deps, atorDe(req), entrada, recebido));
    },
  );
  app.get(
    '/api/importacoes/:id',
    {
      config: rotaClinica(ACESSO_IMPORTACAO.get),
      schema: {
        tags,
        summary: 'Situação da importação',
        params: idParamSchema,
        response: { 200: importacaoSchema },
      },
    },
    (req) => obterImportacao(deps, atorDe(req), req.params.id),
  );
  app.post(
    '/api/importacoes/:id/confirmar',
    {
      config: rotaClinica(ACESSO_IMPORTACAO.confirmar),
      schema: {
        tags,
        summary: 'Confirmar a importação',
        params: idParamSchema,
        response: { 200: importacaoSchema },
      },
    },
    (req) => confirmarImportacao(deps, atorDe(req), req.params.id),
  );
  app.post(
    '/api/importacoes/:id/desfazer',
    {
      config: rotaClinica(ACESSO_IMPORTACAO.desfazer),
      schema: {
        tags,
        summary: 'Desfazer a importação (até 7 dias)',
        params: idParamSchema,
        response: { 200: importacaoSchema },
      },
    },
    (req) => desfazerImportacao(deps, atorDe(req), req.params.id),
  );
  app.get(
    '/api/importacoes/:id/erros',
    {
      config: rotaClinica(ACESSO_IMPORTACAO.erros),
      schema: {
        tags,
        summary: 'Linhas não importadas (ou importadas com ressalvas), paginadas',
        params: idParamSchema,
        querystring: importacaoErrosQuerySchema,
        response: { 200: importacaoErrosPaginaSchema },
      },
    },
    (req) => listarErrosDaImportacao(deps, atorDe(req), req.params.id, req.query.page, req.query.limit),
  );
}
