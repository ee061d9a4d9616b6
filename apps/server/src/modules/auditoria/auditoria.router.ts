import { logInputSchema, logOutputSchema } from '@clinica/contracts';
import { autenticadoProcedure, router } from '../../trpc/init';
import { registrarLog } from './auditoria.service';

export const auditoriaRouter = router({
  create: autenticadoProcedure
    .input(logInputSchema)
    .output(logOutputSchema)
    .mutation(({ ctx, input }) => registrarLog(ctx.deps, ctx.ator, ctx.origem, input)),
});
