import { cepOutputSchema } from '@clinica/contracts';
import { z } from 'zod';
import { autenticadoProcedure, router } from '../../trpc/init';
import { buscarCep } from './cep.service';

export const cepRouter = router({
  get: autenticadoProcedure
    .input(z.object({ cep: z.string().max(20) }))
    .output(cepOutputSchema)
    .query(({ ctx, input }) => buscarCep(ctx.deps, input.cep)),
});
