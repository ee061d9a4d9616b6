import {
  idParamSchema,
  idsSchema,
  listaInputSchema,
  paginaSchema,
  unidadeInputSchema,
  unidadeSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_UNIDADE } from './unidade.acesso';
import {
  criarUnidade,
  editarUnidade,
  excluirUnidadesDaClinica,
  listarUnidadesDaClinica,
} from './unidade.service';

// Units are the clinic's structure: managed by the ADM, like profiles and the account.
export const unidadeRouter = router({
  list: clinicaProcedure(ACESSO_UNIDADE.list)
    .input(listaInputSchema)
    .output(paginaSchema(unidadeSchema))
    .query(({ ctx, input }) => listarUnidadesDaClinica(ctx.deps, ctx.ator, input)),
  create: clinicaProcedure(ACESSO_UNIDADE.create)
    .input(unidadeInputSchema)
    .output(unidadeSchema)
    .mutation(({ ctx, input }) => criarUnidade(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_UNIDADE.update)
    .input(idParamSchema.extend(unidadeInputSchema.shape))
    .output(unidadeSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarUnidade(ctx.deps, ctx.ator, id, dados)),
  removeMany: clinicaProcedure(ACESSO_UNIDADE.removeMany)
    .input(idsSchema)
    .output(z.object({ excluidos: z.number().int() }))
    .mutation(({ ctx, input }) => excluirUnidadesDaClinica(ctx.deps, ctx.ator, input.ids)),
});
