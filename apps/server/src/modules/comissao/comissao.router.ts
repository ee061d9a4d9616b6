import {
  comissaoDetalheInputSchema,
  comissaoLinhaSchema,
  comissaoResumoInputSchema,
  comissaoResumoSchema,
  paginaSchema,
} from '@clinica/contracts';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_COMISSAO } from './comissao.acesso';
import { detalheDasComissoes, resumoDasComissoes } from './comissao.service';

/** Commissions over tRPC (values in cents): the month per professional, and one's lines. */
export const comissaoRouter = router({
  resumo: clinicaProcedure(ACESSO_COMISSAO.resumo)
    .input(comissaoResumoInputSchema)
    .output(comissaoResumoSchema)
    .query(({ ctx, input }) => resumoDasComissoes(ctx.deps, ctx.ator, input.mes)),
  detalhe: clinicaProcedure(ACESSO_COMISSAO.detalhe)
    .input(comissaoDetalheInputSchema)
    .output(paginaSchema(comissaoLinhaSchema))
    .query(({ ctx, input }) => detalheDasComissoes(ctx.deps, ctx.ator, input)),
});
