import {
  lojaConfiguracaoInputSchema,
  lojaSchema,
  pixelInputSchema,
  slugLivreInputSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { lojaProcedure, router } from '../../trpc/init';
import { ACESSO_LOJA_CONFIGURACAO } from './loja-configuracao.acesso';
import { obterMinhaLoja, salvarConfiguracao, salvarPixel, slugLivre } from './loja-configuracao.service';

/**
 * loja.configuracao: the caller's store settings and marketing pixel. Pictures travel as data
 * URLs here; the web client sends files through PUT /api/loja/stores/{id} (multipart, streamed).
 */
export const lojaConfiguracaoRouter = router({
  get: lojaProcedure(ACESSO_LOJA_CONFIGURACAO.get)
    .output(lojaSchema)
    .query(({ ctx }) => obterMinhaLoja(ctx.deps, ctx.ator)),
  update: lojaProcedure(ACESSO_LOJA_CONFIGURACAO.update)
    .input(lojaConfiguracaoInputSchema)
    .output(lojaSchema)
    .mutation(({ ctx, input }) => salvarConfiguracao(ctx.deps, ctx.ator, input)),
  pixel: lojaProcedure(ACESSO_LOJA_CONFIGURACAO.pixel)
    .input(pixelInputSchema)
    .output(lojaSchema)
    .mutation(({ ctx, input }) => salvarPixel(ctx.deps, ctx.ator, input)),
  slugLivre: lojaProcedure(ACESSO_LOJA_CONFIGURACAO.slugLivre)
    .input(slugLivreInputSchema.extend({ id: z.number().int().positive().optional() }))
    .output(z.object({ livre: z.boolean(), slug: z.string() }))
    .query(({ ctx, input }) => slugLivre(ctx.deps, ctx.ator, input.slug, input.id)),
});
