import { dispensarPrimeirosPassosInputSchema, primeirosPassosSchema } from '@clinica/contracts';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_PRIMEIROS_PASSOS } from './primeiros-passos.acesso';
import { dispensarPrimeirosPassos, statusPrimeirosPassos } from './primeiros-passos.service';

/** The dashboard's 'Primeiros passos' checklist (issue 40): tRPC only, the web's own. */
export const primeirosPassosRouter = router({
  status: clinicaProcedure(ACESSO_PRIMEIROS_PASSOS.status)
    .output(primeirosPassosSchema)
    .query(({ ctx }) => statusPrimeirosPassos(ctx.deps, ctx.ator)),
  dispensar: clinicaProcedure(ACESSO_PRIMEIROS_PASSOS.dispensar)
    .input(dispensarPrimeirosPassosInputSchema)
    .output(primeirosPassosSchema)
    .mutation(({ ctx, input }) => dispensarPrimeirosPassos(ctx.deps, ctx.ator, ctx.origem, input.dispensado)),
});
