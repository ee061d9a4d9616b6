import {
  idParamSchema,
  paginaSchema,
  tratamentoInputSchema,
  tratamentoListaInputSchema,
  tratamentoSchema,
  tratamentoStatusInputSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_TRATAMENTO } from './tratamento.acesso';
import {
  alterarStatusTratamento,
  atualizarTratamento,
  criarTratamento,
  excluirTratamento,
  listarTratamentos,
} from './tratamento.service';

/** Treatments over tRPC: prices in cents. Delete and the active switch are edits (no _DELETAR key). */
export const tratamentoRouter = router({
  list: clinicaProcedure(ACESSO_TRATAMENTO.list)
    .input(tratamentoListaInputSchema)
    .output(paginaSchema(tratamentoSchema))
    .query(({ ctx, input }) => listarTratamentos(ctx.deps, ctx.ator, input)),
  create: clinicaProcedure(ACESSO_TRATAMENTO.create)
    .input(tratamentoInputSchema)
    .output(tratamentoSchema)
    .mutation(({ ctx, input }) => criarTratamento(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_TRATAMENTO.update)
    .input(idParamSchema.extend(tratamentoInputSchema.shape))
    .output(tratamentoSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => atualizarTratamento(ctx.deps, ctx.ator, id, dados)),
  setStatus: clinicaProcedure(ACESSO_TRATAMENTO.setStatus)
    .input(idParamSchema.extend(tratamentoStatusInputSchema.shape))
    .output(tratamentoSchema)
    .mutation(({ ctx, input }) => alterarStatusTratamento(ctx.deps, ctx.ator, input.id, input.status)),
  remove: clinicaProcedure(ACESSO_TRATAMENTO.remove)
    .input(idParamSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => excluirTratamento(ctx.deps, ctx.ator, input.id)),
});
