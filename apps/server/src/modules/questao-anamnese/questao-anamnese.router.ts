import {
  comTextoAuxiliar,
  idParamSchema,
  listaInputSchema,
  paginaSchema,
  questaoAnamneseCamposSchema,
  questaoAnamneseInputSchema,
  questaoAnamneseSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_QUESTAO_ANAMNESE } from './questao-anamnese.acesso';
import {
  criarQuestao,
  editarQuestao,
  listarQuestoesDaClinica,
  obterQuestao,
  removerQuestao,
} from './questao-anamnese.service';

export const questaoAnamneseRouter = router({
  list: clinicaProcedure(ACESSO_QUESTAO_ANAMNESE.list)
    .input(listaInputSchema)
    .output(paginaSchema(questaoAnamneseSchema))
    .query(({ ctx, input }) => listarQuestoesDaClinica(ctx.deps, ctx.ator, input)),
  get: clinicaProcedure(ACESSO_QUESTAO_ANAMNESE.get)
    .input(idParamSchema)
    .output(questaoAnamneseSchema)
    .query(({ ctx, input }) => obterQuestao(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure(ACESSO_QUESTAO_ANAMNESE.create)
    .input(questaoAnamneseInputSchema)
    .output(questaoAnamneseSchema)
    .mutation(({ ctx, input }) => criarQuestao(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_QUESTAO_ANAMNESE.update)
    .input(comTextoAuxiliar(idParamSchema.extend(questaoAnamneseCamposSchema.shape)))
    .output(questaoAnamneseSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarQuestao(ctx.deps, ctx.ator, id, dados)),
  remove: clinicaProcedure(ACESSO_QUESTAO_ANAMNESE.remove)
    .input(idParamSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => removerQuestao(ctx.deps, ctx.ator, input.id)),
});
