import {
  idParamSchema,
  listaInputSchema,
  paginaSchema,
  tipoPagamentoInputSchema,
  tipoPagamentoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import {
  atualizarTipoPagamento,
  criarTipoPagamento,
  excluirTipoPagamento,
  listarTiposPagamento,
} from './tipo-pagamento.service';

/** Payment types over tRPC; the same shape as REST (the rate is a percentage, not money). */
export const tipoPagamentoRouter = router({
  list: clinicaProcedure('TIPOS_PAGAMENTOS_LISTAR')
    .input(listaInputSchema)
    .output(paginaSchema(tipoPagamentoSchema))
    .query(({ ctx, input }) => listarTiposPagamento(ctx.deps, ctx.ator, input)),
  create: clinicaProcedure('TIPOS_PAGAMENTOS_CRIAR')
    .input(tipoPagamentoInputSchema)
    .output(tipoPagamentoSchema)
    .mutation(({ ctx, input }) => criarTipoPagamento(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure('TIPOS_PAGAMENTOS_EDITAR')
    .input(idParamSchema.extend(tipoPagamentoInputSchema.shape))
    .output(tipoPagamentoSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => atualizarTipoPagamento(ctx.deps, ctx.ator, id, dados)),
  remove: clinicaProcedure('TIPOS_PAGAMENTOS_DELETAR')
    .input(idParamSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => excluirTipoPagamento(ctx.deps, ctx.ator, input.id)),
});
