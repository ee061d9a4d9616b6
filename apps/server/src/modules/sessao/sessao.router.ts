import {
  alterarSenhaInputSchema,
  loginInputSchema,
  loginWebOutputSchema,
  mensagemOutputSchema,
  usuarioSessaoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { autenticadoProcedure, publicProcedure, router } from '../../trpc/init';
import { login } from './login.service';
import { alterarSenha } from './senha.service';
import { paraUsuarioSessao, sair, sairDeTodos } from './sessao.service';

export const sessaoRouter = router({
  // The web client's log-in: the session goes into HttpOnly cookies, never into the answer
  // (a script can't read what it never receives). Integrators use POST /api/login's token.
  login: publicProcedure
    .input(loginInputSchema)
    .output(loginWebOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const s = await login(ctx.deps, ctx.origem, input, ctx.sessaoWeb.dispositivo);
      ctx.sessaoWeb.abrir(s);
      return { user: s.user };
    }),
  me: autenticadoProcedure.output(usuarioSessaoSchema).query(({ ctx }) => paraUsuarioSessao(ctx.ator)),
  logout: autenticadoProcedure.output(z.object({ ok: z.boolean() })).mutation(async ({ ctx }) => {
    const r = await sair(ctx.deps, ctx.ator, ctx.origem);
    ctx.sessaoWeb.encerrar();
    return r;
  }),
  sairDeTodos: autenticadoProcedure.output(z.object({ encerradas: z.number() })).mutation(async ({ ctx }) => {
    const r = await sairDeTodos(ctx.deps, ctx.ator, ctx.origem);
    ctx.sessaoWeb.encerrar();
    return r;
  }),
  alterarSenha: autenticadoProcedure
    .input(alterarSenhaInputSchema)
    .output(mensagemOutputSchema.extend({ encerradas: z.number() }))
    .mutation(({ ctx, input }) => alterarSenha(ctx.deps, ctx.ator, ctx.origem, input)),
});
