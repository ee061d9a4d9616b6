import { contextoLojaSchema } from '@clinica/contracts';
import { lojaProcedure, router } from '../../trpc/init';
import { ACESSO_LOJA_BASE } from './loja-base.acesso';
import { contextoLoja } from './loja-base.service';

/** loja.base: what every store page's layout reads first. */
export const lojaBaseRouter = router({
  contexto: lojaProcedure(ACESSO_LOJA_BASE.contexto)
    .output(contextoLojaSchema)
    .query(({ ctx }) => contextoLoja(ctx.deps, ctx.ator)),
});
