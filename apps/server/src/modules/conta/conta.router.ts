import { contaUpdateInputSchema, contaUpdateOutputSchema } from '@clinica/contracts';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_CONTA } from './conta.acesso';
import { atualizarConta } from './conta-update.service';

export const contaRouter = router({
  update: clinicaProcedure(ACESSO_CONTA.update)
    .input(contaUpdateInputSchema)
    .output(contaUpdateOutputSchema)
    .mutation(({ ctx, input }) => atualizarConta(ctx.deps, ctx.ator, ctx.origem, input)),
});
