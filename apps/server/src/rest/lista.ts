import type { Pagina } from '@clinica/contracts';
import type { FastifyReply } from 'fastify';
import type { PaginaPedida } from '../db/lista';

/**
 * REST list answers keep the documented shape (an array). Without `page` or `limit` it is the
 * full list; with either it is that page (page 1 by default, 15 rows by default), and the total
 * travels in the X-Total-Count header.
 */
export async function listaRest<T>(
  query: { page?: number | undefined; limit?: number | undefined; q?: string | undefined },
  reply: FastifyReply,
  buscar: (p: PaginaPedida) => Promise<Pagina<T>>,
): Promise<T[]> {
  const paginado = query.page !== undefined || query.limit !== undefined;
  const r = await buscar({
    page: query.page ?? 1,
    limit: paginado ? (query.limit ?? 15) : null,
    q: query.q ?? '',
  });
  reply.header('x-total-count', String(r.total));
  return r.itens;
}
