import {
  configuracaoMensagensSchema,
  idParamSchema,
  mensagensQuerySchema,
  paginaMensagensSchema,
  retornoDevidoSchema,
  retornosQuerySchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { ACESSO_MENSAGEM } from './mensagem.acesso';
import {
  configuracaoMensagens,
  mensagensDoPacienteDaClinica,
  retornosDevidos,
  salvarConfiguracaoMensagens,
} from './mensagem.service';

export function rotasMensagem(app: RestApp, deps: Deps) {
  app.get(
    '/api/pacientes/:id/mensagens',
    {
      config: rotaClinica(ACESSO_MENSAGEM.doPaciente),
      schema: {
        tags: ['pacientes'],
        description:
          'Mensagens do paciente (lembrete, retorno, aniversário), mais recentes primeiro: canal, texto como enviado, status (agendada, enviada, falhou, cancelada, sem_consentimento), quando e tentativas.',
        params: idParamSchema,
        querystring: mensagensQuerySchema,
        response: { 200: paginaMensagensSchema },
      },
    },
    (req) => mensagensDoPacienteDaClinica(deps, atorDe(req), req.params.id, req.query),
  );
  app.get(
    '/api/retornos',
    {
      config: rotaClinica(ACESSO_MENSAGEM.retornos),
      schema: {
        tags: ['agenda'],
        description:
          'Pacientes com retorno previsto no período (datas da clínica, no máximo um ano): se a mensagem foi enviada e se já marcaram consulta.',
        querystring: retornosQuerySchema,
        response: { 200: z.array(retornoDevidoSchema) },
      },
    },
    (req) => retornosDevidos(deps, atorDe(req), req.query),
  );
  const configuracao = {
    tags: ['mensagens'],
    description:
      'Mensagens da clínica: aniversário ligado ou não e seu texto, texto do retorno ({nome} e {clinica}), canais em ordem de preferência.',
  };
  app.get(
    '/api/mensagens/configuracao',
    {
      config: rotaClinica(ACESSO_MENSAGEM.configurar),
      schema: { ...configuracao, response: { 200: configuracaoMensagensSchema } },
    },
    (req) => configuracaoMensagens(deps, atorDe(req)),
  );
  app.put(
    '/api/mensagens/configuracao',
    {
      config: rotaClinica(ACESSO_MENSAGEM.configurar),
      schema: {
        ...configuracao,
        body: configuracaoMensagensSchema,
        response: { 200: configuracaoMensagensSchema },
      },
    },
    (req) => salvarConfiguracaoMensagens(deps, atorDe(req), req.body),
  );
}
