import {
  decisaoSaqueSchema,
  idParamSchema,
  listaInputSchema,
  movimentoCarteiraSchema,
  paginaSchema,
  resumoCarteiraSchema,
  saqueAdminSchema,
  saqueDaLojaSchema,
  saqueInputSchema,
  saquesAdminInputSchema,
} from '@clinica/contracts';
import { lojaProcedure, router } from '../../trpc/init';
import { ACESSO_CARTEIRA } from './carteira.acesso';
import {
  listarHistoricoCarteira,
  listarSaquesDaCarteira,
  obterResumoCarteira,
  solicitarSaque,
} from './carteira.service';
import { decidirSaque, listarSaquesAdmin } from './saque-admin.service';

/** loja.carteira: the store's wallet (amounts in cents) and the operator's withdrawal decisions. */
export const lojaCarteiraRouter = router({
  resumo: lojaProcedure(ACESSO_CARTEIRA.resumo)
    .output(resumoCarteiraSchema)
    .query(({ ctx }) => obterResumoCarteira(ctx.deps, ctx.ator)),
  historico: lojaProcedure(ACESSO_CARTEIRA.historico)
    .input(listaInputSchema)
    .output(paginaSchema(movimentoCarteiraSchema))
    .query(({ ctx, input }) => listarHistoricoCarteira(ctx.deps, ctx.ator, input)),
  saques: lojaProcedure(ACESSO_CARTEIRA.saques)
    .input(listaInputSchema)
    .output(paginaSchema(saqueDaLojaSchema))
    .query(({ ctx, input }) => listarSaquesDaCarteira(ctx.deps, ctx.ator, input)),
  solicitarSaque: lojaProcedure(ACESSO_CARTEIRA.solicitar)
    .input(saqueInputSchema)
    .output(saqueDaLojaSchema)
    .mutation(({ ctx, input }) => solicitarSaque(ctx.deps, ctx.ator, ctx.origem, input.value)),
  listarSaquesAdmin: lojaProcedure(ACESSO_CARTEIRA.listarAdmin)
    .input(saquesAdminInputSchema)
    .output(paginaSchema(saqueAdminSchema))
    .query(({ ctx, input }) => listarSaquesAdmin(ctx.deps, ctx.ator, { ...input, q: '' })),
  decidirSaque: lojaProcedure(ACESSO_CARTEIRA.decidir)
    .input(idParamSchema.extend(decisaoSaqueSchema.shape))
    .output(saqueDaLojaSchema)
    .mutation(({ ctx, input }) => decidirSaque(ctx.deps, ctx.ator, ctx.origem, input.id, input.status)),
});
