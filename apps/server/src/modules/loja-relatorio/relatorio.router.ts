import {
  linhaPagamentoRelatorioSchema,
  linhaPedidoRelatorioSchema,
  linhaUsuarioRelatorioSchema,
  paginaRelatorioSchema,
  relatorioInputSchema,
} from '@clinica/contracts';
import { lojaProcedure, router } from '../../trpc/init';
import { ACESSO_RELATORIO } from './relatorio.acesso';
import { RELATORIO_PAGAMENTOS, RELATORIO_PEDIDOS, RELATORIO_USUARIOS } from './relatorio.definicoes';
import { paginaDoRelatorio } from './relatorio.service';

/** loja.relatorio: the report tables, one page at a time (amounts in cents). */
export const lojaRelatorioRouter = router({
  orders: lojaProcedure(ACESSO_RELATORIO.orders)
    .input(relatorioInputSchema)
    .output(paginaRelatorioSchema(linhaPedidoRelatorioSchema))
    .query(({ ctx, input }) => paginaDoRelatorio(ctx.deps, ctx.ator, RELATORIO_PEDIDOS, input)),
  users: lojaProcedure(ACESSO_RELATORIO.users)
    .input(relatorioInputSchema)
    .output(paginaRelatorioSchema(linhaUsuarioRelatorioSchema))
    .query(({ ctx, input }) => paginaDoRelatorio(ctx.deps, ctx.ator, RELATORIO_USUARIOS, input)),
  payments: lojaProcedure(ACESSO_RELATORIO.payments)
    .input(relatorioInputSchema)
    .output(paginaRelatorioSchema(linhaPagamentoRelatorioSchema))
    .query(({ ctx, input }) => paginaDoRelatorio(ctx.deps, ctx.ator, RELATORIO_PAGAMENTOS, input)),
});
