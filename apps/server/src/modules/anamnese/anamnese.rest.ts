import {
  anamneseCreateSchema,
  anamnesePacienteRestSchema,
  anamnesePublicaSchema,
  arquivadosSchema,
  assinarAnamneseSchema,
  codigoParamSchema,
  idParamSchema,
  listaRestQuerySchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { enviarArquivo } from '../../rest/arquivo';
import { listaRest } from '../../rest/lista';
import { origemDaRequisicao } from '../../rest/origem';
import { ACESSO_ANAMNESE } from './anamnese.acesso';
import {
  criarAnamneseRest,
  listarAnamnesesDoPacienteRest,
  reenviarLinkAnamneseRest,
  removerAnamnese,
} from './anamnese.service';
import { assinarAnamnese, lerAssinaturaAnamnese, obterAnamnesePublica } from './anamnese-publica.service';

export function rotasAnamnese(app: RestApp, deps: Deps) {
  const tags = ['anamnese do paciente'];
  app.get(
    '/api/pacientes-anamnese/:id',
    {
      config: rotaClinica(ACESSO_ANAMNESE.list),
      // The spec's path parameter is the patient's id.
      schema: {
        tags,
        params: idParamSchema,
        querystring: listaRestQuerySchema.extend(arquivadosSchema.shape),
        response: { 200: z.array(anamnesePacienteRestSchema) },
      },
    },
    (req, reply) =>
      listaRest(req.query, reply, (p) =>
        listarAnamnesesDoPacienteRest(deps, atorDe(req), req.params.id, {
          ...p,
          arquivados: req.query.arquivados,
        }),
      ),
  );
  app.post(
    '/api/pacientes-anamnese',
    {
      config: rotaClinica(ACESSO_ANAMNESE.create),
      schema: { tags, body: anamneseCreateSchema, response: { 201: anamnesePacienteRestSchema } },
    },
    async (req, reply) => reply.status(201).send(await criarAnamneseRest(deps, atorDe(req), req.body)),
  );
  app.post(
    '/api/pacientes-anamnese/:id/reenviar-link',
    {
      config: rotaClinica(ACESSO_ANAMNESE.reenviarLink),
      schema: {
        tags,
        description: 'Emite um novo código público (validade reiniciada); o anterior deixa de abrir (404).',
        params: idParamSchema,
        response: { 200: anamnesePacienteRestSchema },
      },
    },
    async (req) => reenviarLinkAnamneseRest(deps, atorDe(req), req.params.id),
  );
  app.delete(
    '/api/pacientes-anamnese/:id',
    { config: rotaClinica(ACESSO_ANAMNESE.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await removerAnamnese(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );

  const publico = ['assinatura pública'];
  app.get(
    '/api/pacientes-anamnese/c/:codigo',
    { schema: { tags: publico, params: codigoParamSchema, response: { 200: anamnesePublicaSchema } } },
    (req) => obterAnamnesePublica(deps, origemDaRequisicao(req), req.params.codigo),
  );
  app.put(
    '/api/pacientes-anamnese/assinar/:codigo',
    {
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags: publico,
        params: codigoParamSchema,
        body: assinarAnamneseSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (req) => assinarAnamnese(deps, origemDaRequisicao(req), req.params.codigo, req.body),
  );
  app.get(
    '/api/pacientes-anamnese/c/:codigo/assinatura',
    {
      schema: {
        tags: publico,
        description:
          'A imagem da assinatura, só pela URL assinada (?conta=&exp=&sig=) que as respostas trazem em `assinatura`.',
        params: codigoParamSchema,
      },
    },
    async (req, reply) => {
      const a = await lerAssinaturaAnamnese(deps, origemDaRequisicao(req), req.params.codigo, req.query);
      // A signed URL is a credential of its own: shared caches must not keep the image for others.
      return enviarArquivo(reply, { ...a, cache: 'paciente' });
    },
  );
}
