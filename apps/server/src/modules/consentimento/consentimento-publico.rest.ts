import { codigoDescadastroParamSchema, descadastroInputSchema, descadastroSchema } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import type { RestApp } from '../../rest/acesso';
import { origemDaRequisicao } from '../../rest/origem';
import { descadastrar } from './consentimento.service';

/**
 * The patient's opt-out link (issue 35), no login: POST /api/publico/mensagens/descadastrar/{codigo}
 * revokes the code's purpose at once (both channels), and the other purposes listed in
 * `finalidades`; the page at /descadastrar/{codigo} calls it when it opens.
 */
export function rotasDescadastro(app: RestApp, deps: Deps) {
  app.post(
    '/api/publico/mensagens/descadastrar/:codigo',
    {
      schema: {
        tags: ['mensagens'],
        description:
          'Sem login. Revoga na hora a finalidade do código (WhatsApp e e-mail) e as outras de `finalidades`; responde o nome da clínica e a situação de cada finalidade, nada do paciente. Código inexistente: 404.',
        params: codigoDescadastroParamSchema,
        body: descadastroInputSchema.nullish(),
        response: { 200: descadastroSchema },
      },
    },
    (req) => descadastrar(deps, origemDaRequisicao(req), req.params.codigo, req.body?.finalidades ?? []),
  );
}
