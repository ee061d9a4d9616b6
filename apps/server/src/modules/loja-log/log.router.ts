import { logsLojaInputSchema, paginaLogsLojaSchema } from '@clinica/contracts';
import { lojaProcedure, router } from '../../trpc/init';
import { ACESSO_LOG_LOJA } from './log.acesso';
import { paginaDeLogsLoja } from './log.service';

/** loja.log: the store's access logs, a page at a time (the page polls every 10 s). */
export const lojaLogRouter = router({
  list: lojaProcedure(ACESSO_LOG_LOJA.list)
    .input(logsLojaInputSchema)
    .output(paginaLogsLojaSchema)
    .query(({ ctx, input }) => paginaDeLogsLoja(ctx.deps, ctx.ator, input.page)),
});
