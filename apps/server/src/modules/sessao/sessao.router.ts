import {
  alterarSenhaInputSchema,
  loginInputSchema,
  loginOutputSchema,
  mensagemOutputSchema,
  usuarioSessaoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { autenticadoProcedure, publicProcedure, router } from '../../trpc/init';
import { login } from './login.service';
import { alterarSenha } from './senha.service';
import { paraUsuarioSessao, sair, sairDeTodos } from './sessao.service';

export const sessaoRouter = router({
  login: publicProcedure
    .input(loginInputSchema)
    .output(loginOutputSchema)
    .mutation(({ ctx, input }) => login(ctx.deps, ctx.origem, input)),
  me: autenticadoProcedure.output(usuarioSessaoSchema).query(({ ctx }) => paraUsuarioSessao(ctx.ator)),
  logout: autenticadoProcedure
    .output(z.object({ ok: z.boolean() }))
    .mutation(({ ctx }) => sair(ctx.deps, ctx.ator, ctx.origem)),
  sairDeTodos: autenticadoProcedure
    .output(z.object({ encerradas: z.number() }))
    .mutation(({ ctx }) => sairDeTodos(ctx.deps, ctx.ator, ctx.origem)),
  alterarSenha: autenticadoProcedure
    .input(alterarSenhaInputSchema)
    .output(mensagemOutputSchema.extend({ encerradas: z.number() }))
    .mutation(({ ctx, input }) => alterarSenha(ctx.deps, ctx.ator, ctx.origem, input)),
});
