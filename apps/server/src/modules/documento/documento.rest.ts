import {
  arquivadosSchema,
  assinarDocumentoSchema,
  codigoParamSchema,
  type DocumentoPaciente,
  type DocumentoPacienteRest,
  documentoCreateSchema,
  documentoPacienteRestSchema,
  documentoPublicoSchema,
  documentoUpdateSchema,
  idParamSchema,
  listaRestQuerySchema,
  verificacaoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { enviarArquivo } from '../../rest/arquivo';
import { listaRest } from '../../rest/lista';
import { origemDaRequisicao } from '../../rest/origem';
import { DESCRICAO_PUT_MESCLA, putMesclado } from '../../rest/put-mesclado';
import { ACESSO_DOCUMENTO } from './documento.acesso';
import {
  caminhoAssinaturaDocumento,
  contaDosDocumentos,
  criarDocumento,
  documentoParaRest,
  editarDocumento,
  listarDocumentosDoPaciente,
  obterDocumento,
  reenviarLinkDocumento,
} from './documento.service';
import {
  assinarDocumento,
  lerAssinatura,
  obterDocumentoPublico,
  verificarDocumento,
} from './documento-publico.service';

export function rotasDocumento(app: RestApp, deps: Deps) {
  const tags = ['documentos do paciente'];
  const bodyLimit = 1024 * 1024;
  /** Answers of the clinic's routes in REST's shape (one read of the clinic per call). */
  const paraRest = async (idConta: number, docs: DocumentoPaciente[]): Promise<DocumentoPacienteRest[]> => {
    const conta = await contaDosDocumentos(deps, idConta);
    return docs.map((d) => documentoParaRest(deps, conta, d));
  };
  const umParaRest = async (idConta: number, d: DocumentoPaciente) => (await paraRest(idConta, [d]))[0]!;
  app.get(
    '/api/pacientes_termos/:id',
    {
      config: rotaClinica(ACESSO_DOCUMENTO.list),
      // The spec's path parameter is the patient's id.
      schema: {
        tags,
        params: idParamSchema,
        querystring: listaRestQuerySchema.extend(arquivadosSchema.shape),
        response: { 200: z.array(documentoPacienteRestSchema) },
      },
    },
    (req, reply) =>
      listaRest(req.query, reply, async (p) => {
        const r = await listarDocumentosDoPaciente(deps, atorDe(req), req.params.id, {
          ...p,
          arquivados: req.query.arquivados,
        });
        return { ...r, itens: await paraRest(atorDe(req).idConta, r.itens) };
      }),
  );
  app.post(
    '/api/pacientes_termos',
    {
      bodyLimit,
      config: rotaClinica(ACESSO_DOCUMENTO.create),
      schema: { tags, body: documentoCreateSchema, response: { 201: documentoPacienteRestSchema } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await umParaRest(atorDe(req).idConta, await criarDocumento(deps, atorDe(req), req.body))),
  );
  app.post(
    '/api/pacientes_termos/:id/reenviar-link',
    {
      config: rotaClinica(ACESSO_DOCUMENTO.reenviarLink),
      schema: {
        tags,
        description: 'Emite um novo código público (validade reiniciada); o anterior deixa de abrir (404).',
        params: idParamSchema,
        response: { 200: documentoPacienteRestSchema },
      },
    },
    async (req) =>
      umParaRest(atorDe(req).idConta, await reenviarLinkDocumento(deps, atorDe(req), req.params.id)),
  );
  const put = putMesclado(documentoUpdateSchema, async (req, id) => obterDocumento(deps, atorDe(req), id));
  app.put(
    '/api/pacientes_termos/:id',
    {
      bodyLimit,
      config: rotaClinica(ACESSO_DOCUMENTO.update),
      // Without `tipo` a CONTRATO stayed a CONTRATO only by luck before: the schema's default
      // ('TERMO') and '' for cabecalho replaced the stored values.
      ...put.opcoes,
      schema: {
        ...put.schema,
        tags,
        description: `${DESCRICAO_PUT_MESCLA} Um documento assinado não muda (409).`,
        params: idParamSchema,
        response: { 200: documentoPacienteRestSchema },
      },
    },
    async (req) =>
      umParaRest(
        atorDe(req).idConta,
        await editarDocumento(deps, atorDe(req), req.params.id, put.corpo(req)),
      ),
  );

  // Public: the patient's phone, with the code only.
  const publico = ['assinatura pública'];
  app.get(
    '/api/pacientes_termos/c/:codigo',
    { schema: { tags: publico, params: codigoParamSchema, response: { 200: documentoPublicoSchema } } },
    (req) => obterDocumentoPublico(deps, origemDaRequisicao(req), req.params.codigo),
  );
  app.put(
    '/api/pacientes_termos/assinar/:codigo',
    {
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags: publico,
        params: codigoParamSchema,
        body: assinarDocumentoSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (req) => assinarDocumento(deps, origemDaRequisicao(req), req.params.codigo, req.body.assinatura),
  );
  app.get(
    '/api/pacientes_termos/verificar/:codigo',
    { schema: { tags: publico, params: codigoParamSchema, response: { 200: verificacaoSchema } } },
    (req) => verificarDocumento(deps, origemDaRequisicao(req), req.params.codigo),
  );
  app.get(
    '/api/pacientes_termos/c/:codigo/assinatura',
    {
      schema: {
        tags: publico,
        description:
          'A imagem da assinatura, só pela URL assinada (?conta=&exp=&sig=) que as respostas trazem em `assinatura`.',
        params: codigoParamSchema,
      },
    },
    async (req, reply) => {
      const a = await lerAssinatura(deps, origemDaRequisicao(req), req.params.codigo, {
        caminho: caminhoAssinaturaDocumento(req.params.codigo),
        query: req.query,
      });
      // A signed URL is a credential of its own: shared caches must not keep the image for others.
      return enviarArquivo(reply, { ...a, cache: 'paciente' });
    },
  );
}
