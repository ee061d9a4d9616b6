import {
  idParamSchema,
  idsSchema,
  listaInputSchema,
  MODULOS,
  modulosOutputSchema,
  paginaSchema,
  perfilInputSchema,
  perfilSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_PERFIL } from './perfil.acesso';
import { atualizarPerfil, criarPerfil, excluirPerfis, listarPerfis, obterPerfil } from './perfil.service';

export const perfilRouter = router({
  modulos: clinicaProcedure(ACESSO_PERFIL.modulos)
    .output(modulosOutputSchema)
    .query(() => ({ modulos: MODULOS.map((m) => ({ ...m, funcoes: [...m.funcoes] })) })),
  list: clinicaProcedure(ACESSO_PERFIL.list)
    .input(listaInputSchema)
    .output(paginaSchema(perfilSchema))
    .query(({ ctx, input }) => listarPerfis(ctx.deps, ctx.ator, input)),
  get: clinicaProcedure(ACESSO_PERFIL.get)
    .input(idParamSchema)
    .output(perfilSchema)
    .query(({ ctx, input }) => obterPerfil(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure(ACESSO_PERFIL.create)
    .input(perfilInputSchema)
    .output(perfilSchema)
    .mutation(({ ctx, input }) => criarPerfil(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_PERFIL.update)
    .input(idParamSchema.extend(perfilInputSchema.shape))
    .output(perfilSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => atualizarPerfil(ctx.deps, ctx.ator, id, dados)),
  removeMany: clinicaProcedure(ACESSO_PERFIL.removeMany)
    .input(idsSchema)
    .output(z.object({ excluidos: z.number().int() }))
    .mutation(({ ctx, input }) => excluirPerfis(ctx.deps, ctx.ator, input.ids)),
});
