import { contaUpdateInputSchema, contaUpdateOutputSchema, validadeLinkSchema } from '@clinica/contracts';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_CONTA } from './conta.acesso';
import { atualizarConta } from './conta-update.service';
import { definirValidadeLink, lerValidadeLink } from './validade-link.service';

export const contaRouter = router({
  update: clinicaProcedure(ACESSO_CONTA.update)
    .input(contaUpdateInputSchema)
    .output(contaUpdateOutputSchema)
    .mutation(({ ctx, input }) => atualizarConta(ctx.deps, ctx.ator, ctx.origem, input)),
  /** How many days an unsigned public link stays valid (issue 19): the clinic's ADM reads and sets it. */
  validadeLink: clinicaProcedure(ACESSO_CONTA.update)
    .output(validadeLinkSchema)
    .query(({ ctx }) => lerValidadeLink(ctx.deps, ctx.ator)),
  definirValidadeLink: clinicaProcedure(ACESSO_CONTA.update)
    .input(validadeLinkSchema)
    .output(validadeLinkSchema)
    .mutation(({ ctx, input }) => definirValidadeLink(ctx.deps, ctx.ator, input.validade_link_dias)),
});
