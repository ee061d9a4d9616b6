import {
  idParamSchema,
  listaInputSchema,
  modeloAnamneseCamposSchema,
  modeloAnamneseSchema,
  opcaoBuscaInputSchema,
  opcaoQuestaoSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_MODELO_ANAMNESE } from './modelo-anamnese.acesso';
import {
  criarModelo,
  editarModelo,
  listarModelosDaClinica,
  obterModelo,
  opcoesQuestaoModelo,
  removerModelo,
} from './modelo-anamnese.service';

export const modeloAnamneseRouter = router({
  list: clinicaProcedure(ACESSO_MODELO_ANAMNESE.list)
    .input(listaInputSchema)
    .output(paginaSchema(modeloAnamneseSchema))
    .query(({ ctx, input }) => listarModelosDaClinica(ctx.deps, ctx.ator, input)),
  get: clinicaProcedure(ACESSO_MODELO_ANAMNESE.get)
    .input(idParamSchema)
    .output(modeloAnamneseSchema)
    .query(({ ctx, input }) => obterModelo(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure(ACESSO_MODELO_ANAMNESE.create)
    .input(modeloAnamneseCamposSchema)
    .output(modeloAnamneseSchema)
    .mutation(({ ctx, input }) => criarModelo(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_MODELO_ANAMNESE.update)
    .input(idParamSchema.extend(modeloAnamneseCamposSchema.shape))
    .output(modeloAnamneseSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarModelo(ctx.deps, ctx.ator, id, dados)),
  questoes: clinicaProcedure(ACESSO_MODELO_ANAMNESE.questoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoQuestaoSchema))
    .query(({ ctx, input }) => opcoesQuestaoModelo(ctx.deps, ctx.ator, input.q)),
  remove: clinicaProcedure(ACESSO_MODELO_ANAMNESE.remove)
    .input(idParamSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => removerModelo(ctx.deps, ctx.ator, input.id)),
});
