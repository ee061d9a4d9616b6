import {
  arquivadosSchema,
  fotoCreateSchema,
  fotoSchema,
  fotoUpdateSchema,
  idParamSchema,
  listaDaClinicaQuerySchema,
  listaRestQuerySchema,
} from '@clinica/contracts';
import { FOTO_MAX_BYTES } from '@clinica/domain';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaClinica } from '../../rest/acesso';
import { donoDoArquivo, enviarArquivo, rotaArquivo } from '../../rest/arquivo';
import { listaDaClinicaRest, listaRest } from '../../rest/lista';
import { aceitarMultipart, entregarRecebidos } from '../../rest/multipart';
import { ACESSO_FOTO } from './foto.acesso';
import {
  baixarFoto,
  criarFoto,
  editarFoto,
  listarFotosAposId,
  listarFotosDaClinica,
  REGRA_FOTO,
  removerFoto,
} from './foto.service';
import { REGRA_MINIATURA } from './miniatura';

/** A 10 MB photo as base64 in JSON (the old clients), and a little room for the other fields. */
const LIMITE_CORPO_FOTO = Math.ceil((FOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

export function rotasFoto(app: RestApp, deps: Deps) {
  const tags = ['fotos'];
  const multipart = aceitarMultipart(app, deps, { foto: REGRA_FOTO, miniatura: REGRA_MINIATURA });
  app.get(
    '/api/fotos/paciente/:id',
    {
      config: rotaClinica(ACESSO_FOTO.list),
      schema: {
        tags,
        params: idParamSchema,
        querystring: listaRestQuerySchema.omit({ q: true }).extend(arquivadosSchema.shape),
        response: { 200: z.array(fotoSchema) },
      },
    },
    (req, reply) =>
      listaRest(req.query, reply, (p) =>
        listarFotosDaClinica(deps, atorDe(req), {
          ...p,
          id_paciente: req.params.id,
          arquivados: req.query.arquivados,
        }),
      ),
  );
  app.get(
    '/api/fotos',
    {
      config: rotaClinica(ACESSO_FOTO.listaDaClinica),
      schema: {
        tags,
        description:
          'As fotos de todos os pacientes da clínica, em ordem de id, depois de `apos` (o último id já lido). ' +
          'O total (X-Total-Count) vem na primeira página. Cada paciente da página conta como um acesso.',
        querystring: listaDaClinicaQuerySchema,
        response: { 200: z.array(fotoSchema) },
      },
    },
    (req, reply) => listaDaClinicaRest(reply, () => listarFotosAposId(deps, atorDe(req), req.query)),
  );
  app.post(
    '/api/fotos',
    {
      config: rotaClinica(ACESSO_FOTO.create),
      bodyLimit: LIMITE_CORPO_FOTO,
      ...multipart,
      schema: {
        tags,
        description:
          'JSON com a foto como data URL, ou multipart/form-data (streaming) com o arquivo no campo `foto`, ' +
          'a miniatura opcional no campo `miniatura` e os demais campos como campos de formulário.',
        body: fotoCreateSchema,
        response: { 201: fotoSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await criarFoto(deps, atorDe(req), req.body, entregarRecebidos(req))),
  );
  app.put(
    '/api/fotos/:id',
    {
      config: rotaClinica(ACESSO_FOTO.update),
      schema: { tags, params: idParamSchema, body: fotoUpdateSchema, response: { 200: fotoSchema } },
    },
    (req) => editarFoto(deps, atorDe(req), req.params.id, req.body),
  );
  for (const [sufixo, miniatura] of [
    ['download', false],
    ['miniatura', true],
  ] as const) {
    app.get(
      `/api/fotos/:id/${sufixo}`,
      {
        config: rotaArquivo(miniatura ? ACESSO_FOTO.miniatura : ACESSO_FOTO.download),
        schema: {
          tags,
          description: 'Com a sessão (FOTOS_LISTAR) ou pela URL assinada que as listas entregam.',
          params: idParamSchema,
        },
      },
      async (req, reply) => {
        const dono = await donoDoArquivo(req, deps);
        const f = await baixarFoto(deps, dono.idConta, req.params.id, miniatura, dono.arquivado);
        return enviarArquivo(reply, {
          ...f,
          cache: 'paciente',
          nome: { arquivo: f.nomeArquivo, como: miniatura ? 'inline' : 'attachment' },
        });
      },
    );
  }
  app.delete(
    '/api/fotos/:id',
    { config: rotaClinica(ACESSO_FOTO.remove), schema: { tags, params: idParamSchema } },
    async (req, reply) => {
      await removerFoto(deps, atorDe(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
