import {
  assinarDocumentoSchema,
  codigoParamSchema,
  documentoCreateSchema,
  documentoPacienteSchema,
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
import { ACESSO_DOCUMENTO } from './documento.acesso';
import { criarDocumento, editarDocumento, listarDocumentosDoPaciente } from './documento.service';
import {
  assinarDocumento,
  lerAssinatura,
  obterDocumentoPublico,
  verificarDocumento,
} from './documento-publico.service';

export function rotasDocumento(app: RestApp, deps: Deps) {
  const tags = ['documentos do paciente'];
  const bodyLimit = 1024 * 1024;
  app.get(
    '/api/pacientes_termos/:id',
    {
      config: rotaClinica(ACESSO_DOCUMENTO.list),
      // The spec's path parameter is the patient's id.
      schema: {
        tags,
        params: idParamSchema,
        querystring: listaRestQuerySchema,
        response: { 200: z.array(documentoPacienteSchema) },
      },
    },
    (req, reply) =>
      listaRest(req.query, reply, (p) => listarDocumentosDoPaciente(deps, atorDe(req), req.params.id, p)),
  );
  app.post(
    '/api/pacientes_termos',
    {
      bodyLimit,
      config: rotaClinica(ACESSO_DOCUMENTO.create),
      schema: { tags, body: documentoCreateSchema, response: { 201: documentoPacienteSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarDocumento(deps, atorDe(req), req.body)),
  );
  app.put(
    '/api/pacientes_termos/:id',
    {
      bodyLimit,
      config: rotaClinica(ACESSO_DOCUMENTO.update),
      schema: {
        tags,
        params: idParamSchema,
        body: documentoUpdateSchema,
        response: { 200: documentoPacienteSchema },
      },
    },
    (req) => editarDocumento(deps, atorDe(req), req.params.id, req.body),
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
    { schema: { tags: publico, params: codigoParamSchema } },
    async (req, reply) => {
      const a = await lerAssinatura(deps, origemDaRequisicao(req), req.params.codigo);
      return enviarArquivo(reply, { ...a, cache: 'publico-imutavel' });
    },
  );
}
