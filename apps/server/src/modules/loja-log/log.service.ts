import { type PaginaLogsLoja, POR_PAGINA_LOGS_LOJA } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { listarLogsLoja } from './log.repository';

/** GET /logs/{page}: `data[]` and `meta.lastPage` (spec 03 §7); a page past the end is empty. */
export async function paginaDeLogsLoja(deps: Deps, ator: Ator, page: number): Promise<PaginaLogsLoja> {
  const { linhas, total } = await listarLogsLoja(deps.db, ator.idConta, page, POR_PAGINA_LOGS_LOJA);
  return {
    data: linhas.map((l) => ({
      id: Number(l.id),
      description: l.descricao ?? '',
      createdAt: l.criado_em.toISOString(),
      action: l.acao,
      user: l.usuario_nome,
      ip: l.ip || null,
    })),
    meta: {
      currentPage: page,
      lastPage: Math.max(1, Math.ceil(total / POR_PAGINA_LOGS_LOJA)),
      perPage: POR_PAGINA_LOGS_LOJA,
      total,
    },
  };
}
