import {
  contaUpdateInputSchema,
  contaUpdateOutputSchema,
  registroInputSchema,
  registroOutputSchema,
  validarWhatsappOutputSchema,
} from '@clinica/contracts';
import { validarWhatsapp } from '@clinica/domain';
import { z } from 'zod';
import { clinicaProcedure, publicProcedure, router } from '../../trpc/init';
import { ACESSO_CONTA } from './conta.acesso';
import { atualizarConta } from './conta-update.service';
import { registrarConta } from './registro.service';

export const contaRouter = router({
  registrar: publicProcedure
    .input(registroInputSchema)
    .output(registroOutputSchema)
    .mutation(({ ctx, input }) => registrarConta(ctx.deps, ctx.origem, input)),
  validarWhatsapp: publicProcedure
    .input(z.object({ numero: z.string().max(30) }))
    .output(validarWhatsappOutputSchema)
    .query(({ input }) => ({ valido: validarWhatsapp(input.numero) })),
  update: clinicaProcedure(ACESSO_CONTA.update)
    .input(contaUpdateInputSchema)
    .output(contaUpdateOutputSchema)
    .mutation(({ ctx, input }) => atualizarConta(ctx.deps, ctx.ator, ctx.origem, input)),
});
