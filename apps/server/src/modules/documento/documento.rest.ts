import {
  documentoCreateSchema,
  documentoPacienteRestSchema,
  documentoUpdateSchema,
  idParamSchema,
} from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { DESCRICAO_PUT_MESCLA, putMesclado } from '../../rest/put-mesclado';
import type { LinhaRegistro } from '../assinatura-digital/registro-assinavel.repository';
import { rotasRegistroAssinavel } from '../assinatura-digital/registro-assinavel.rest';
import { ACESSO_DOCUMENTO } from './documento.acesso';
import { DOCUMENTO, verificacaoDocumento } from './documento.assinavel';
import { criarDocumento, editarDocumento, obterDocumento } from './documento.service';

/** The spec's /api/pacientes_termos: the signable record's routes, and writing the text. */
export function rotasDocumento(app: RestApp, deps: Deps) {
  const tags = [DOCUMENTO.tag];
  const bodyLimit = 1024 * 1024;
  const paraRest = async (idConta: number, d: LinhaRegistro<'documento'>) =>
    (await DOCUMENTO.paraRest(deps, idConta))(d);
  rotasRegistroAssinavel(app, deps, DOCUMENTO, { verificacao: verificacaoDocumento });
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
        .send(await paraRest(atorDe(req).idConta, await criarDocumento(deps, atorDe(req), req.body))),
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
      paraRest(atorDe(req).idConta, await editarDocumento(deps, atorDe(req), req.params.id, put.corpo(req))),
  );
}
