import { contaUpdateInputSchema, contaUpdateOutputSchema, idParamSchema } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { enviarArquivo } from '../../rest/arquivo';
import { origemDaRequisicao } from '../../rest/origem';
import { putMesclado } from '../../rest/put-mesclado';
import { ACESSO_CONTA } from './conta.acesso';
import { obterContaApi } from './conta.service';
import { atualizarConta } from './conta-update.service';
import { obterLogo } from './logo.service';

export function rotasConta(app: RestApp, deps: Deps) {
  // The logo keeps its own rule (omitted or the current URL = kept; a data URL = new logo).
  const put = putMesclado(contaUpdateInputSchema, (req) => obterContaApi(deps, atorDe(req).idConta), {
    ignorar: ['imagem_perfil', 'imagem_perfilPreview'],
  });
  app.put(
    '/api/conta',
    {
      config: rotaClinica(ACESSO_CONTA.update),
      // A 2 MB logo travels as a base64 data URL inside the JSON (as the spec's client sends it).
      bodyLimit: 3 * 1024 * 1024,
      ...put.opcoes,
      schema: { tags: ['conta'], ...put.schema, response: { 200: contaUpdateOutputSchema } },
    },
    (req) => atualizarConta(deps, atorDe(req), origemDaRequisicao(req), put.corpo(req)),
  );
  // Public: logos appear on the public signing pages. Only files stored as a logo are served.
  app.get(
    '/api/conta/logo/:id',
    { schema: { tags: ['conta'], params: idParamSchema } },
    async (req, reply) => {
      const logo = await obterLogo(deps, origemDaRequisicao(req), req.params.id);
      return enviarArquivo(reply, { ...logo, cache: 'publico-imutavel', semConteudoAtivo: true });
    },
  );
}
