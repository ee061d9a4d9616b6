import { loginInputSchema, loginOutputSchema, usuarioSessaoSchema } from '@clinica/contracts';
import { z } from 'zod';
import { autenticadoProcedure, publicProcedure, router } from '../../trpc/init';
import { login } from './login.service';
import { paraUsuarioSessao, sair } from './sessao.service';

export const sessaoRouter = router({
  login: publicProcedure
    .input(loginInputSchema)
    .output(loginOutputSchema)
    .mutation(({ ctx, input }) => login(ctx.deps, ctx.origem, input)),
  me: autenticadoProcedure.output(usuarioSessaoSchema).query(({ ctx }) => paraUsuarioSessao(ctx.ator)),
  logout: autenticadoProcedure
    .output(z.object({ ok: z.boolean() }))
    .mutation(({ ctx }) => sair(ctx.deps, ctx.ator, ctx.origem)),
});
