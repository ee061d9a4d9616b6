import { idParamSchema, perfilSchema } from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { listarPerfis, obterPerfil } from './perfil.service';

export const perfilRouter = router({
  list: clinicaProcedure('ADM')
    .output(z.array(perfilSchema))
    .query(({ ctx }) => listarPerfis(ctx.deps, ctx.ator)),
  get: clinicaProcedure('ADM')
    .input(idParamSchema)
    .output(perfilSchema)
    .query(({ ctx, input }) => obterPerfil(ctx.deps, ctx.ator, input.id)),
});
