import {
  idParamSchema,
  listaInputSchema,
  paginaSchema,
  tipoPagamentoInputSchema,
  tipoPagamentoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_TIPO_PAGAMENTO } from './tipo-pagamento.acesso';
import {
  atualizarTipoPagamento,
  criarTipoPagamento,
  excluirTipoPagamento,
  listarTiposPagamento,
} from './tipo-pagamento.service';

/** Payment types over tRPC; the same shape as REST (the rate is a percentage, not money). */
export const tipoPagamentoRouter = router({
  list: clinicaProcedure(ACESSO_TIPO_PAGAMENTO.list)
    .input(listaInputSchema)
    .output(paginaSchema(tipoPagamentoSchema))
    .query(({ ctx, input }) => listarTiposPagamento(ctx.deps, ctx.ator, input)),
  create: clinicaProcedure(ACESSO_TIPO_PAGAMENTO.create)
    .input(tipoPagamentoInputSchema)
    .output(tipoPagamentoSchema)
    .mutation(({ ctx, input }) => criarTipoPagamento(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_TIPO_PAGAMENTO.update)
    .input(idParamSchema.extend(tipoPagamentoInputSchema.shape))
    .output(tipoPagamentoSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => atualizarTipoPagamento(ctx.deps, ctx.ator, id, dados)),
  remove: clinicaProcedure(ACESSO_TIPO_PAGAMENTO.remove)
    .input(idParamSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => excluirTipoPagamento(ctx.deps, ctx.ator, input.id)),
});
