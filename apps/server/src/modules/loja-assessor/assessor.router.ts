import { assessorInputSchema, assessorSchema, listaInputSchema, paginaSchema } from '@clinica/contracts';
import { lojaProcedure, router } from '../../trpc/init';
import { ACESSO_ASSESSOR } from './assessor.acesso';
import { criarAssessor, listarAssessoresDaLoja } from './assessor.service';

/** loja.assessor: the advisors (store users with role admin_store). */
export const lojaAssessorRouter = router({
  list: lojaProcedure(ACESSO_ASSESSOR.list)
    .input(listaInputSchema)
    .output(paginaSchema(assessorSchema))
    .query(({ ctx, input }) => listarAssessoresDaLoja(ctx.deps, ctx.ator, input)),
  create: lojaProcedure(ACESSO_ASSESSOR.create)
    .input(assessorInputSchema)
    .output(assessorSchema)
    .mutation(({ ctx, input }) => criarAssessor(ctx.deps, ctx.ator, ctx.origem, input)),
});
