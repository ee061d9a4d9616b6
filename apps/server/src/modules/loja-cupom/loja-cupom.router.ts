import {
  cupomCodigoLivreInputSchema,
  cupomEdicaoSchema,
  cupomInputSchema,
  cupomListaInputSchema,
  cupomSchema,
  paginaSchema,
} from '@clinica/contracts';
import { CUPONS_POR_PAGINA } from '@clinica/domain';
import { z } from 'zod';
import { lojaProcedure, router } from '../../trpc/init';
import { ACESSO_LOJA_CUPOM } from './loja-cupom.acesso';
import { codigoCupomLivre, criarCupom, editarCupom, listarCuponsDaLoja } from './loja-cupom.service';

/** loja.cupom: the 'Cupons de Desconto' page of the caller's own store. */
export const lojaCupomRouter = router({
  list: lojaProcedure(ACESSO_LOJA_CUPOM.list)
    .input(cupomListaInputSchema)
    .output(paginaSchema(cupomSchema))
    .query(({ ctx, input }) =>
      listarCuponsDaLoja(ctx.deps, ctx.ator, { page: input.page, limit: CUPONS_POR_PAGINA, q: input.q }),
    ),
  codigoLivre: lojaProcedure(ACESSO_LOJA_CUPOM.codigoLivre)
    .input(cupomCodigoLivreInputSchema)
    .output(z.object({ livre: z.boolean() }))
    .query(({ ctx, input }) => codigoCupomLivre(ctx.deps, ctx.ator, input.codigo, input.id)),
  create: lojaProcedure(ACESSO_LOJA_CUPOM.create)
    .input(cupomInputSchema)
    .output(cupomSchema)
    .mutation(({ ctx, input }) => criarCupom(ctx.deps, ctx.ator, input)),
  update: lojaProcedure(ACESSO_LOJA_CUPOM.update)
    .input(cupomEdicaoSchema)
    .output(cupomSchema)
    .mutation(({ ctx, input }) => editarCupom(ctx.deps, ctx.ator, input)),
});
