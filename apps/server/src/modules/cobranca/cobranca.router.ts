import {
  assinarInputSchema,
  checkoutDemoParamSchema,
  checkoutDemoSchema,
  mensagemOutputSchema,
  planosOutputSchema,
  situacaoCobrancaSchema,
  urlOutputSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { admProcedure, autenticadoProcedure, publicProcedure, router } from '../../trpc/init';
import { abrirPortal, assinar } from './checkout.service';
import { cancelarCobrancaDemo, confirmarCheckoutDemo, obterCheckoutDemo } from './demo.service';
import { listarPlanos } from './planos.service';
import { obterSituacaoCobranca } from './situacao.service';

// Billing is past the subscription gate: a clinic without a valid subscription must be able to
// pay. Reading it needs a login; buying and managing it, the clinic's ADM (checked first).
export const cobrancaRouter = router({
  // The subscription's state: the client needs it to decide the gate itself.
  situacao: autenticadoProcedure
    .output(situacaoCobrancaSchema)
    .query(({ ctx }) => obterSituacaoCobranca(ctx.deps, ctx.ator)),
  planos: autenticadoProcedure.output(planosOutputSchema).query(({ ctx }) => listarPlanos(ctx.deps)),
  assinar: admProcedure
    .input(assinarInputSchema)
    .output(urlOutputSchema)
    .mutation(({ ctx, input }) => assinar(ctx.deps, ctx.ator, input)),
  portal: admProcedure.output(urlOutputSchema).mutation(({ ctx }) => abrirPortal(ctx.deps, ctx.ator)),
  demoCheckout: publicProcedure
    .input(checkoutDemoParamSchema)
    .output(checkoutDemoSchema)
    .query(({ ctx, input }) => obterCheckoutDemo(ctx.deps, ctx.origem, input.id)),
  demoConfirmar: publicProcedure
    .input(checkoutDemoParamSchema)
    .output(mensagemOutputSchema.extend({ url: z.string() }))
    .mutation(({ ctx, input }) => confirmarCheckoutDemo(ctx.deps, ctx.origem, input.id)),
  demoCancelar: admProcedure
    .output(mensagemOutputSchema)
    .mutation(({ ctx }) => cancelarCobrancaDemo(ctx.deps, ctx.ator)),
});
