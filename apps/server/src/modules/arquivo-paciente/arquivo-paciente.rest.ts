import {
  arquivadosSchema,
  arquivoCreateSchema,
  arquivoPacienteSchema,
  idParamSchema,
  listaDaClinicaQuerySchema,
  listaRestQuerySchema,
} from '@clinica/contracts';
import { ARQUIVO_MAX_BYTES } from '@clinica/domain';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { donoDoArquivo, enviarArquivo, rotaArquivo } from '../../rest/arquivo';
import { listaDaClinicaRest, listaRest } from '../../rest/lista';
import { aceitarMultipart, entregarRecebidos } from '../../rest/multipart';
import { ACESSO_ARQUIVO_PACIENTE } from './arquivo-paciente.acesso';
import {
  baixarArquivo,
  criarArquivo,
  listarArquivosAposId,
  listarArquivosDoPaciente,
  REGRA_ARQUIVO,
  removerArquivo,
} from './arquivo-paciente.service';

/** A 20 MB file as base64 in JSON (the old clients), and a little room for the other fields. */
const LIMITE_CORPO_ARQUIVO = Math.ceil((ARQUIVO_MAX_BYTES * 4) / 3) + 64 * 1024;

export function rotasArquivoPaciente(app: RestApp, deps: Deps) {
  const tags = ['arquivos'];
  const multipart = aceitarMultipart(app, deps, { arquivo: REGRA_ARQUIVO });
  app.get(
    '/api/arquivos/paciente/:id',
    {
      config: rotaClinica(ACESSO_ARQUIVO_PACIENTE.list),
      schema: {
        tags,
        params: idParamSchema,
        querystring: listaRestQuerySchema.omit({ q: true }).extend(arquivadosSchema.shape),
        response: { 200: z.array(arquivoPacienteSchema) },
      },
    },
    (req, reply) =>
      listaRest(req.query, reply, (p) =>
        listarArquivosDoPaciente(deps, atorDe(req), {
          ...p,
          id_paciente: req.params.id,
          arquivados: req.query.arquivados,
        }),
      ),
  );
  app.get(
    '/api/arquivos',
    {
      config: rotaClinica(ACESSO_ARQUIVO_PACIENTE.listaDaClinica),
      schema: {
        tags,
        description:
          'Os arquivos de todos os pacientes da clínica, em ordem de id, depois de `apos` (o último id já ' +
          'lido). O total (X-Total-Count) vem na primeira página. Cada paciente da página conta como um acesso.',
        querystring: listaDaClinicaQuerySchema,
        response: { 200: z.array(arquivoPacienteSchema) },
      },
    },
    (req, reply) => listaDaClinicaRest(reply, () => listarArquivosAposId(deps, atorDe(req), req.query)),
  );
  app.post(
    '/api/arquivos',
    {
      config: rotaClinica(ACESSO_ARQUIVO_PACIENTE.create),
      bodyLimit: LIMITE_CORPO_ARQUIVO,
      ...multipart,
      schema: {
        tags,
        description:
          'JSON com o arquivo como data URL, ou multipart/form-data (streaming) com o arquivo no campo ' +
          '`arquivo` e os demais campos como campos de formulário.',
        body: arquivoCreateSchema,
        response: { 201: arquivoPacienteSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await criarArquivo(deps, atorDe(req), req.body, entregarRecebidos(req))),
  );
  app.get(
    '/api/arquivos/:id/download',
    {
      config: rotaArquivo(ACESSO_ARQUIVO_PACIENTE.download),
      schema: {
        tags,
        description: 'Com a sessão (ARQUIVOS_LISTAR) ou pela URL assinada que a lista entrega.',
        params: idParamSchema,
      },
    },
    async (req, reply) => {
      const dono = await donoDoArquivo(req, deps);
      const a = await baixarArquivo(deps, dono.idConta, req.params.id, dono.arquivado);
      return enviarArquivo(reply, {
        ...a,
        cache: 'paciente',
        nome: { arquivo: a.nomeArquivo, como: 'attachment' },
      });
    },
  );
  app.delete(
    '/api/arquivos/:id',
    { config: rotaClinica(ACESSO_ARQUIVO_PACIENTE.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await removerArquivo(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
