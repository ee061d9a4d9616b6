import {
  contaUpdateInputSchema,
  contaUpdateOutputSchema,
  idParamSchema,
  validadeLinkSchema,
} from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { enviarArquivo } from '../../rest/arquivo';
import { aceitarMultipart, entregarRecebidos } from '../../rest/multipart';
import { origemDaRequisicao } from '../../rest/origem';
import { putMesclado } from '../../rest/put-mesclado';
import { ACESSO_CONTA } from './conta.acesso';
import { obterContaApi } from './conta.service';
import { atualizarConta } from './conta-update.service';
import { obterLogo, REGRA_LOGO } from './logo.service';
import { definirValidadeLink, lerValidadeLink } from './validade-link.service';

export function rotasConta(app: RestApp, deps: Deps) {
  // The logo keeps its own rule (omitted or the current URL = kept; a data URL = new logo).
  const put = putMesclado(contaUpdateInputSchema, (req) => obterContaApi(deps, atorDe(req).idConta), {
    ignorar: ['imagem_perfil', 'imagem_perfilPreview'],
  });
  // The logo as a multipart file (the web client; streamed) or a data URL in the JSON (old clients).
  const multipart = aceitarMultipart(app, deps, { imagem_perfil: REGRA_LOGO });
  app.put(
    '/api/conta',
    {
      config: rotaClinica(ACESSO_CONTA.update),
      // A 2 MB logo travels as a base64 data URL inside the JSON (as the spec's client sends it).
      bodyLimit: 3 * 1024 * 1024,
      ...put.opcoes,
      // Multipart first: its fields become the JSON body that the merge then completes.
      preValidation: [multipart.preValidation, put.opcoes.preValidation],
      onSend: multipart.onSend,
      schema: {
        tags: ['conta'],
        ...put.schema,
        description: `${put.schema.description} Aceita também multipart/form-data, com o logo como arquivo no campo \`imagem_perfil\`.`,
        response: { 200: contaUpdateOutputSchema },
      },
    },
    (req) =>
      atualizarConta(
        deps,
        atorDe(req),
        origemDaRequisicao(req),
        put.corpo(req),
        entregarRecebidos(req).imagem_perfil,
      ),
  );
  // Signed URLs (in every answer) or, as before, public: logos appear on the public signing pages.
  // Only files stored as a logo are served.
  app.get(
    '/api/conta/logo/:id',
    { schema: { tags: ['conta'], params: idParamSchema } },
    async (req, reply) => {
      const assinatura = deps.urls.conferir(req.url.split('?')[0] ?? '', req.query);
      const idConta = assinatura?.idConta ?? null;
      const logo = await obterLogo(deps, origemDaRequisicao(req), req.params.id, idConta);
      const cache = idConta === null ? 'publico-imutavel' : 'privado-um-dia';
      return enviarArquivo(reply, { ...logo, cache, semConteudoAtivo: true });
    },
  );
  // How long unsigned public links open (issue 19): the same rule as the account form (ADM).
  const validade = {
    tags: ['conta'],
    description: 'Dias (1 a 365) em que o link de um termo ou anamnese ainda não assinados pode ser aberto.',
    response: { 200: validadeLinkSchema },
  };
  app.get('/api/conta/validade-link', { config: rotaClinica(ACESSO_CONTA.update), schema: validade }, (req) =>
    lerValidadeLink(deps, atorDe(req)),
  );
  app.put(
    '/api/conta/validade-link',
    { config: rotaClinica(ACESSO_CONTA.update), schema: { ...validade, body: validadeLinkSchema } },
    (req) => definirValidadeLink(deps, atorDe(req), req.body.validade_link_dias),
  );
}
