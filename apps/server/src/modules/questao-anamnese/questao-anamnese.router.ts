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
import {
  criarQuestao,
  editarQuestao,
  listarQuestoesDaClinica,
  obterQuestao,
  removerQuestao,
} from './questao-anamnese.service';

// The questions page only checks that a subscription exists (spec 02, subscription gate).
const GATE = 'existencia';

export const questaoAnamneseRouter = router({
  list: clinicaProcedure('QUESTOES_ANAMNESE_LISTAR', GATE)
    .input(listaInputSchema)
    .output(paginaSchema(questaoAnamneseSchema))
    .query(({ ctx, input }) => listarQuestoesDaClinica(ctx.deps, ctx.ator, input)),
  get: clinicaProcedure('QUESTOES_ANAMNESE_LISTAR', GATE)
    .input(idParamSchema)
    .output(questaoAnamneseSchema)
    .query(({ ctx, input }) => obterQuestao(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure('QUESTOES_ANAMNESE_CRIAR', GATE)
    .input(questaoAnamneseInputSchema)
    .output(questaoAnamneseSchema)
    .mutation(({ ctx, input }) => criarQuestao(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure('QUESTOES_ANAMNESE_EDITAR', GATE)
    .input(comTextoAuxiliar(idParamSchema.extend(questaoAnamneseCamposSchema.shape)))
    .output(questaoAnamneseSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarQuestao(ctx.deps, ctx.ator, id, dados)),
  remove: clinicaProcedure('QUESTOES_ANAMNESE_DELETAR', GATE)
    .input(idParamSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => removerQuestao(ctx.deps, ctx.ator, input.id)),
});
