import { alteracoesConsentimentoSchema, consentimentoSchema, idParamSchema } from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { ACESSO_CONSENTIMENTO } from './consentimento.acesso';
import { alterarConsentimentos, consentimentosDoPaciente } from './consentimento.service';

const DESCRICAO =
  'Consentimento do paciente por finalidade (lembrete = consultas marcadas, ligado salvo recusa; retorno e marketing = desligados até o paciente aceitar) e canal (whatsapp, email). Cada alteração fica no histórico com quando, como e quem.';

export function rotasConsentimento(app: RestApp, deps: Deps) {
  const tags = ['pacientes'];
  app.get(
    '/api/pacientes/:id/consentimentos',
    {
      config: rotaClinica(ACESSO_CONSENTIMENTO.doPaciente),
      schema: {
        tags,
        description: DESCRICAO,
        params: idParamSchema,
        response: { 200: z.array(consentimentoSchema) },
      },
    },
    async (req) => (await consentimentosDoPaciente(deps, atorDe(req), req.params.id)).atuais,
  );
  app.put(
    '/api/pacientes/:id/consentimentos',
    {
      config: rotaClinica(ACESSO_CONSENTIMENTO.alterar),
      schema: {
        tags,
        description: `${DESCRICAO} Envie só os pares que mudam; um par igual ao que vale não gera registro (origem 'equipe', o usuário do token).`,
        params: idParamSchema,
        body: alteracoesConsentimentoSchema,
        response: { 200: z.array(consentimentoSchema) },
      },
    },
    async (req) => (await alterarConsentimentos(deps, atorDe(req), req.params.id, req.body)).atuais,
  );
}
