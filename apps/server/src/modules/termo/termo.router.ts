import {
  idParamSchema,
  listaInputSchema,
  paginaSchema,
  termoInputSchema,
  termoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_TERMO } from './termo.acesso';
import { criarTermo, editarTermo, listarTermosDaClinica, obterTermo, removerTermo } from './termo.service';

export const termoRouter = router({
  list: clinicaProcedure(ACESSO_TERMO.list)
    .input(listaInputSchema)
    .output(paginaSchema(termoSchema))
    .query(({ ctx, input }) => listarTermosDaClinica(ctx.deps, ctx.ator, input)),
  get: clinicaProcedure(ACESSO_TERMO.get)
    .input(idParamSchema)
    .output(termoSchema)
    .query(({ ctx, input }) => obterTermo(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure(ACESSO_TERMO.create)
    .input(termoInputSchema)
    .output(termoSchema)
    .mutation(({ ctx, input }) => criarTermo(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_TERMO.update)
    .input(idParamSchema.extend(termoInputSchema.shape))
    .output(termoSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarTermo(ctx.deps, ctx.ator, id, dados)),
  remove: clinicaProcedure(ACESSO_TERMO.remove)
    .input(idParamSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => removerTermo(ctx.deps, ctx.ator, input.id)),
});
