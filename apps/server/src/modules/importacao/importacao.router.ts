import {
  idParamSchema,
  importacaoApiSchema,
  importacaoErrosInputSchema,
  importacaoErrosPaginaSchema,
  importacaoRemapearSchema,
  importacaoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { desfazerImportacao } from './desfazer';
import { ACESSO_IMPORTACAO } from './importacao.acesso';
import {
  confirmarImportacao,
  criarImportacaoApi,
  listarErrosDaImportacao,
  listarImportacoesDaClinica,
  obterImportacao,
  remapearImportacao,
} from './importacao.service';

/**
 * 'Importar dados' (issue 39). The upload carries a file, so the web client sends it to the REST
 * route (POST /api/importacoes, multipart with its size cap): tRPC stays JSON. Everything after
 * it is here, on the same services as the REST routes.
 */
export const importacaoRouter = router({
  list: clinicaProcedure(ACESSO_IMPORTACAO.list)
    .output(z.array(importacaoSchema))
    .query(({ ctx }) => listarImportacoesDaClinica(ctx.deps, ctx.ator)),
  get: clinicaProcedure(ACESSO_IMPORTACAO.get)
    .input(idParamSchema)
    .output(importacaoSchema)
    .query(({ ctx, input }) => obterImportacao(ctx.deps, ctx.ator, input.id)),
  criarApi: clinicaProcedure(ACESSO_IMPORTACAO.create)
    .input(importacaoApiSchema)
    .output(importacaoSchema)
    .mutation(({ ctx, input }) => criarImportacaoApi(ctx.deps, ctx.ator, input)),
  remapear: clinicaProcedure(ACESSO_IMPORTACAO.remapear)
    .input(importacaoRemapearSchema)
    .output(importacaoSchema)
    .mutation(({ ctx, input }) => remapearImportacao(ctx.deps, ctx.ator, input.id, input.mapeamento)),
  confirmar: clinicaProcedure(ACESSO_IMPORTACAO.confirmar)
    .input(idParamSchema)
    .output(importacaoSchema)
    .mutation(({ ctx, input }) => confirmarImportacao(ctx.deps, ctx.ator, input.id)),
  desfazer: clinicaProcedure(ACESSO_IMPORTACAO.desfazer)
    .input(idParamSchema)
    .output(importacaoSchema)
    .mutation(({ ctx, input }) => desfazerImportacao(ctx.deps, ctx.ator, input.id)),
  erros: clinicaProcedure(ACESSO_IMPORTACAO.erros)
    .input(importacaoErrosInputSchema)
    .output(importacaoErrosPaginaSchema)
    .query(({ ctx, input }) =>
      listarErrosDaImportacao(ctx.deps, ctx.ator, input.id, input.page, input.limit),
    ),
});
