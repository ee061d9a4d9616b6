import {
  arquivadosSchema,
  type ChavePermissao,
  codigoParamSchema,
  idParamSchema,
  listaDaClinicaQuerySchema,
  listaRestQuerySchema,
  verificacaoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { enviarArquivo } from '../../rest/arquivo';
import { listaDaClinicaRest, listaRest } from '../../rest/lista';
import { origemDaRequisicao } from '../../rest/origem';
import { acessoDaExclusao, acessoDoRegistro } from './registro-assinavel.acesso';
import type {
  DefinicaoAssinavel,
  EntradaAssinatura,
  VerificacaoDoTipo,
  VisaoPublica,
} from './registro-assinavel.definicao';
import type { TipoRegistro } from './registro-assinavel.repository';
import {
  arquivarRegistroAssinavel,
  assinarRegistro,
  lerImagemDoRegistro,
  listarRegistrosDaClinica,
  listarRegistrosDoPaciente,
  obterRegistroPublico,
  reenviarLink,
  verificarRegistro,
} from './registro-assinavel.service';

/**
 * The spec's REST routes every kind of signable record shares, under its base path: the
 * patient's list `GET {caminho}/:id` (the patient's id), the clinic's `GET {caminho}?apos=`
 * (every patient's, in id order: issue 39's moving in), `POST {caminho}/:id/reenviar-link`,
 * and the public `GET {caminho}/c/:codigo`, `PUT {caminho}/assinar/:codigo`,
 * `GET {caminho}/c/:codigo/assinatura`; with `verificacao`, `GET {caminho}/verificar/:codigo`;
 * with `excluir`, `DELETE {caminho}/:id`. The kind registers its content's own routes beside.
 */
export function rotasRegistroAssinavel<
  T extends TipoRegistro,
  Api,
  Rest,
  P extends VisaoPublica,
  E extends EntradaAssinatura,
  EI,
>(
  app: RestApp,
  deps: Deps,
  def: DefinicaoAssinavel<T, Api, Rest, P, E, EI>,
  opcoes: { excluir?: ChavePermissao; verificacao?: VerificacaoDoTipo<T> } = {},
) {
  const acesso = acessoDoRegistro(def);
  const tags = [def.tag];
  // The answers are encoded by the kind's schemas; the type provider can't read a schema whose
  // type is still a parameter, so the routes see them as plain schemas.
  const resposta: z.ZodType = def.esquemas.rest;
  app.get(
    `${def.caminhoRest}/:id`,
    {
      config: rotaClinica(acesso.list),
      // The spec's path parameter is the patient's id.
      schema: {
        tags,
        params: idParamSchema,
        querystring: listaRestQuerySchema.extend(arquivadosSchema.shape),
        response: { 200: z.array(resposta) },
      },
    },
    (req, reply) =>
      listaRest(req.query, reply, async (p) => {
        const ator = atorDe(req);
        const r = await listarRegistrosDoPaciente(deps, ator, def, req.params.id, {
          ...p,
          arquivados: req.query.arquivados,
        });
        return { ...r, itens: r.itens.map(await def.paraRest(deps, ator.idConta)) };
      }),
  );
  app.get(
    def.caminhoRest,
    {
      config: rotaClinica(acesso.listaDaClinica),
      schema: {
        tags,
        description:
          'Os registros de todos os pacientes da clínica, em ordem de id, depois de `apos` (o último id já ' +
          'lido): para levar a clínica inteira sem pedir paciente a paciente. O total (X-Total-Count) vem ' +
          'na primeira página. Cada paciente da página conta como um acesso ao prontuário.',
        querystring: listaDaClinicaQuerySchema,
        response: { 200: z.array(resposta) },
      },
    },
    async (req, reply) => {
      const ator = atorDe(req);
      return listaDaClinicaRest(
        reply,
        () => listarRegistrosDaClinica(deps, ator, def, req.query),
        await def.paraRest(deps, ator.idConta),
      );
    },
  );
  app.post(
    `${def.caminhoRest}/:id/reenviar-link`,
    {
      config: rotaClinica(acesso.reenviarLink),
      schema: {
        tags,
        description: 'Emite um novo código público (validade reiniciada); o anterior deixa de abrir (404).',
        params: idParamSchema,
        response: { 200: resposta },
      },
    },
    async (req) => {
      const l = await reenviarLink(deps, atorDe(req), def, req.params.id);
      return (await def.paraRest(deps, atorDe(req).idConta))(l);
    },
  );
  if (opcoes.excluir) {
    app.delete(
      `${def.caminhoRest}/:id`,
      { config: rotaClinica(acessoDaExclusao(opcoes.excluir)), schema: { tags, params: idParamSchema } },
      async (req, reply) => {
        await arquivarRegistroAssinavel(deps, atorDe(req), def, req.params.id);
        return reply.status(204).send();
      },
    );
  }
  rotasPublicas(app, deps, def, opcoes.verificacao);
}

/** The patient's phone, with the code only. */
function rotasPublicas<
  T extends TipoRegistro,
  Api,
  Rest,
  P extends VisaoPublica,
  E extends EntradaAssinatura,
  EI,
>(
  app: RestApp,
  deps: Deps,
  def: DefinicaoAssinavel<T, Api, Rest, P, E, EI>,
  verificacao: VerificacaoDoTipo<T> | undefined,
) {
  const tags = ['assinatura pública'];
  const publico: z.ZodType = def.esquemas.publico;
  app.get(
    `${def.caminhoRest}/c/:codigo`,
    { schema: { tags, params: codigoParamSchema, response: { 200: publico } } },
    (req) => obterRegistroPublico(deps, origemDaRequisicao(req), def, req.params.codigo),
  );
  app.put(
    `${def.caminhoRest}/assinar/:codigo`,
    {
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags,
        params: codigoParamSchema,
        body: def.esquemas.corpo,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    // The body was parsed by the kind's schema (`corpo`), whose type the provider can't resolve here.
    (req) => assinarRegistro(deps, origemDaRequisicao(req), def, req.params.codigo, req.body as E),
  );
  if (verificacao) {
    app.get(
      `${def.caminhoRest}/verificar/:codigo`,
      { schema: { tags, params: codigoParamSchema, response: { 200: verificacaoSchema } } },
      (req) => verificarRegistro(deps, origemDaRequisicao(req), def, verificacao, req.params.codigo),
    );
  }
  app.get(
    `${def.caminhoRest}/c/:codigo/assinatura`,
    {
      schema: {
        tags,
        description:
          'A imagem da assinatura, só pela URL assinada (?conta=&exp=&sig=) que as respostas trazem em `assinatura`.',
        params: codigoParamSchema,
      },
    },
    async (req, reply) => {
      const a = await lerImagemDoRegistro(deps, origemDaRequisicao(req), def, req.params.codigo, req.query);
      // A signed URL is a credential of its own: shared caches must not keep the image for others.
      return enviarArquivo(reply, { ...a, cache: 'paciente' });
    },
  );
}
