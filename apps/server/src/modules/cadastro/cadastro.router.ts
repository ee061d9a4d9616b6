import { registroInputSchema, registroOutputSchema, validarWhatsappOutputSchema } from '@clinica/contracts';
import { validarWhatsapp } from '@clinica/domain';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { cadastrarContaPublica } from './cadastro.service';

/** Sign-up needs no login. */
export const cadastroRouter = router({
  create: publicProcedure
    .input(registroInputSchema)
    .output(registroOutputSchema)
    .mutation(({ ctx, input }) => cadastrarContaPublica(ctx.deps, ctx.origem, input)),
  validarWhatsapp: publicProcedure
    .input(z.object({ numero: z.string().max(30) }))
    .output(validarWhatsappOutputSchema)
    .query(({ input }) => ({ valido: validarWhatsapp(input.numero) })),
});
