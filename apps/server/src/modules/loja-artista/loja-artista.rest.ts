import {
  API_LOJA,
  limiteRestSchema,
  lojaParaRest,
  lojaRestNovaSchema,
  lojaRestSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { atorDe, type RestApp, rotaLoja } from '../../rest/acesso';
import { TAGS_LOJA } from '../loja-base/loja-base.rest';
import { lojaVisivel } from '../loja-base/loja-base.service';
import { paraApiLoja } from '../loja-configuracao/loja.service';
import { ACESSO_LOJA_ARTISTA } from './loja-artista.acesso';
import { criarArtista, listarLojasVisiveis } from './loja-artista.service';

/** The artist calls (spec 03 §7): GET /adm/stores (filter 'all', limit 400), POST /stores. */
export function rotasLojaArtista(app: RestApp, deps: Deps) {
  app.get(
    `${API_LOJA}/adm/stores`,
    {
      config: rotaLoja(ACESSO_LOJA_ARTISTA.list),
      schema: {
        tags: TAGS_LOJA,
        description:
          'As lojas (artistas) que quem chama vê: o operador, todas as da conta; o dono, a sua. ' +
          '`filter` (all) e `limit` (até 400) como o cliente antigo; `page` e `q` paginam e buscam.',
        querystring: z.object({
          filter: z.string().max(50).optional(),
          limit: limiteRestSchema(400).optional(),
          page: z.coerce.number().int().min(1).max(100_000).optional(),
          q: z.string().trim().max(100).optional(),
        }),
        response: { 200: z.array(lojaRestSchema) },
      },
    },
    async (req, reply) => {
      const ator = atorDe(req);
      const limite = req.query.limit ?? 400;
      const r = await listarLojasVisiveis(deps, ator, {
        page: req.query.page ?? 1,
        q: req.query.q ?? '',
        limite,
      });
      reply.header('x-total-count', String(r.total));
      return r.itens.map(lojaParaRest);
    },
  );
  app.post(
    `${API_LOJA}/stores`,
    {
      config: rotaLoja(ACESSO_LOJA_ARTISTA.create),
      bodyLimit: 3 * 1024 * 1024,
      schema: { tags: TAGS_LOJA, body: lojaRestNovaSchema, response: { 201: lojaRestSchema } },
    },
    async (req, reply) => {
      const b = req.body;
      const ator = atorDe(req);
      const artista = await criarArtista(deps, ator, {
        id_usuario: b.id_user,
        nome: b.name,
        categoria: b.category,
        descricao: b.description,
        imagem: b.profile,
        ...(b.slug ? { slug: b.slug } : {}),
      });
      const loja = paraApiLoja(deps, await lojaVisivel(deps, ator, artista.id));
      return reply.status(201).send(lojaParaRest(loja));
    },
  );
}
