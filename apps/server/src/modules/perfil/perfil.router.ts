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
import { atualizarPerfil, criarPerfil, excluirPerfis, listarPerfis, obterPerfil } from './perfil.service';

// Reading profiles is needed to give a user a profile; changing them is the ADM's.
const LEITURA = 'USUARIOS_LISTAR';

export const perfilRouter = router({
  modulos: clinicaProcedure(LEITURA)
    .output(modulosOutputSchema)
    .query(() => ({ modulos: MODULOS.map((m) => ({ ...m, funcoes: [...m.funcoes] })) })),
  list: clinicaProcedure(LEITURA)
    .input(listaInputSchema)
    .output(paginaSchema(perfilSchema))
    .query(({ ctx, input }) => listarPerfis(ctx.deps, ctx.ator, input)),
  get: clinicaProcedure(LEITURA)
    .input(idParamSchema)
    .output(perfilSchema)
    .query(({ ctx, input }) => obterPerfil(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure('ADM')
    .input(perfilInputSchema)
    .output(perfilSchema)
    .mutation(({ ctx, input }) => criarPerfil(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure('ADM')
    .input(idParamSchema.extend(perfilInputSchema.shape))
    .output(perfilSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => atualizarPerfil(ctx.deps, ctx.ator, id, dados)),
  removeMany: clinicaProcedure('ADM')
    .input(idsSchema)
    .output(z.object({ excluidos: z.number().int() }))
    .mutation(({ ctx, input }) => excluirPerfis(ctx.deps, ctx.ator, input.ids)),
});
