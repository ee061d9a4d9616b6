import {
  API_LOJA,
  configuracaoDoRest,
  IMAGENS_LOJA,
  idParamSchema,
  lojaConfiguracaoRestSchema,
  lojaParaRest,
  lojaRestMudancasSchema,
  lojaRestSchema,
  lojaSchema,
  MSG,
  mudancasDoRest,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { atorDe, type RestApp, rotaLoja } from '../../rest/acesso';
import { enviarArquivo } from '../../rest/arquivo';
import { aceitarMultipart, entregarRecebidos, MARCA_MULTIPART } from '../../rest/multipart';
import { TAGS_LOJA } from '../loja-base/loja-base.rest';
import { REGRA_IMAGEM_LOJA } from './imagens-loja';
import type { ImagensRecebidas } from './loja.service';
import { ACESSO_LOJA_CONFIGURACAO } from './loja-configuracao.acesso';
import {
  abrirImagemLoja,
  atualizarLojaPorReferencia,
  idDaLojaComSlug,
  obterMinhaLoja,
  salvarConfiguracao,
} from './loja-configuracao.service';

/** Nine pictures of up to 2 MB as data URLs (the old client's JSON) fit; multipart streams instead. */
const LIMITE_JSON = 26 * 1024 * 1024;
const REGRAS_IMAGENS = Object.fromEntries(IMAGENS_LOJA.map((c) => [c, REGRA_IMAGEM_LOJA]));

/** The store's calls (spec 03 §7): GET /stores/slug/{slug}, PUT /stores/{slug|id}; the settings save; pictures. */
export function rotasLojaConfiguracao(app: RestApp, deps: Deps) {
  const multipart = aceitarMultipart(app, deps, REGRAS_IMAGENS);
  const comArquivos = {
    bodyLimit: LIMITE_JSON,
    preValidation: multipart.preValidation,
    onSend: multipart.onSend,
  };

  app.get(
    `${API_LOJA}/stores/slug/:slug`,
    {
      config: rotaLoja(ACESSO_LOJA_CONFIGURACAO.slugLivre),
      schema: {
        tags: TAGS_LOJA,
        description: 'Responde 0 quando o link está livre na conta; senão, o id da loja que o usa.',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: z.number().int() },
      },
    },
    (req) => idDaLojaComSlug(deps, atorDe(req), req.params.slug),
  );

  app.put(
    `${API_LOJA}/stores/:ref`,
    {
      config: rotaLoja(ACESSO_LOJA_CONFIGURACAO.atualizarLoja),
      ...comArquivos,
      schema: {
        tags: TAGS_LOJA,
        description:
          'A loja pelo id (configurações, pixel) ou pelo link (edição do artista): só os campos alterados. ' +
          "Imagens: data URL ou arquivo multipart substitui; 'delete' remove um banner; uma URL mantém.",
        params: z.object({ ref: z.string().max(200) }),
        body: lojaRestMudancasSchema,
        response: { 200: lojaRestSchema },
      },
    },
    async (req) => {
      const recebidos = entregarRecebidos(req) as ImagensRecebidas;
      const corpo = Object.fromEntries(
        Object.entries(req.body ?? {}).filter(([, v]) => v !== MARCA_MULTIPART),
      ) as typeof req.body;
      const loja = await atualizarLojaPorReferencia(
        deps,
        atorDe(req),
        req.params.ref,
        mudancasDoRest(corpo),
        Object.keys(recebidos).length > 0 ? recebidos : undefined,
      );
      return lojaParaRest(loja);
    },
  );

  const configuracao = { tags: TAGS_LOJA, response: { 200: lojaSchema } };
  app.get(
    `${API_LOJA}/configuracao`,
    { config: rotaLoja(ACESSO_LOJA_CONFIGURACAO.get), schema: configuracao },
    (req) => obterMinhaLoja(deps, atorDe(req)),
  );
  app.put(
    `${API_LOJA}/configuracao`,
    {
      config: rotaLoja(ACESSO_LOJA_CONFIGURACAO.update),
      ...comArquivos,
      schema: {
        ...configuracao,
        description:
          'O formulário de configurações da loja de quem chama (multipart/form-data com as imagens como arquivos, ou JSON).',
        body: lojaConfiguracaoRestSchema,
      },
    },
    (req) =>
      salvarConfiguracao(
        deps,
        atorDe(req),
        configuracaoDoRest(req.body ?? {}, MARCA_MULTIPART),
        entregarRecebidos(req) as ImagensRecebidas,
      ),
  );

  // Pictures open only by the signed URL of an answer (an <img> sends no session); it names the clinic.
  app.get(
    `${API_LOJA}/imagens/:id`,
    { schema: { tags: TAGS_LOJA, params: idParamSchema } },
    async (req, reply) => {
      const assinatura = deps.urls.conferir(req.url.split('?')[0] ?? '', req.query);
      if (!assinatura) throw new DomainError('SEM_PERMISSAO', MSG.geral.linkArquivoInvalido);
      const arquivo = await abrirImagemLoja(deps, req.params.id, assinatura.idConta);
      return enviarArquivo(reply, { ...arquivo, cache: 'privado-um-dia', semConteudoAtivo: true });
    },
  );
}
