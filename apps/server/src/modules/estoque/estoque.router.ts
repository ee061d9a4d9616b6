import {
  idSchema,
  movimentacaoInputSchema,
  movimentacaoListaInputSchema,
  movimentacaoSchema,
  opcaoBuscaInputSchema,
  opcaoProdutoSchema,
  opcaoProfissionalSchema,
  opcaoUnidadeSchema,
  paginaSchema,
  produtoInputSchema,
  produtoListaInputSchema,
  produtoSchema,
  resumoEstoqueSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_ESTOQUE as A } from './estoque.acesso';
import {
  listarMovimentacoesDaClinica,
  opcoesProdutosEstoque,
  opcoesProfissionaisEstoque,
  registrarMovimentacao,
  unidadesEstoque,
} from './movimentacao.service';
import {
  criarProduto,
  editarProduto,
  listarProdutosDaClinica,
  removerProduto,
  resumoEstoque,
} from './produto.service';

const porId = z.object({ id: idSchema });

/** Products over tRPC (cents): the table, the cards, create, edit, delete. */
export const produtoRouter = router({
  list: clinicaProcedure(A.listarProdutos)
    .input(produtoListaInputSchema)
    .output(paginaSchema(produtoSchema))
    .query(({ ctx, input }) => listarProdutosDaClinica(ctx.deps, ctx.ator, input)),
  resumo: clinicaProcedure(A.listarProdutos)
    .output(resumoEstoqueSchema)
    .query(({ ctx }) => resumoEstoque(ctx.deps, ctx.ator)),
  create: clinicaProcedure(A.criarProduto)
    .input(produtoInputSchema)
    .output(produtoSchema)
    .mutation(({ ctx, input }) => criarProduto(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(A.editarProduto)
    .input(porId.extend(produtoInputSchema.shape))
    .output(produtoSchema)
    .mutation(({ ctx, input: { id, ...d } }) => editarProduto(ctx.deps, ctx.ator, id, d)),
  remove: clinicaProcedure(A.excluirProduto)
    .input(porId)
    .output(z.object({ excluido: z.literal(true) }))
    .mutation(({ ctx, input }) => removerProduto(ctx.deps, ctx.ator, input.id)),
});

/** Stock movements over tRPC (cents): the list (screen and product modal), insert, pickers. */
export const movimentacaoRouter = router({
  list: clinicaProcedure(A.listarMovimentacoes)
    .input(movimentacaoListaInputSchema)
    .output(paginaSchema(movimentacaoSchema))
    .query(({ ctx, input }) => listarMovimentacoesDaClinica(ctx.deps, ctx.ator, input)),
  create: clinicaProcedure(A.movimentar)
    .input(movimentacaoInputSchema)
    .output(movimentacaoSchema)
    .mutation(({ ctx, input }) => registrarMovimentacao(ctx.deps, ctx.ator, input)),
  produtos: clinicaProcedure(A.movimentar)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoProdutoSchema))
    .query(({ ctx, input }) => opcoesProdutosEstoque(ctx.deps, ctx.ator, input.q)),
  profissionais: clinicaProcedure(A.movimentar)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoProfissionalSchema))
    .query(({ ctx, input }) => opcoesProfissionaisEstoque(ctx.deps, ctx.ator, input.q)),
  unidades: clinicaProcedure(A.unidades)
    .output(z.array(opcaoUnidadeSchema))
    .query(({ ctx }) => unidadesEstoque(ctx.deps, ctx.ator)),
});
