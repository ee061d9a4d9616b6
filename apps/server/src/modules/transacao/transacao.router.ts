import {
  idParamSchema,
  opcaoBuscaInputSchema,
  opcaoNomeadaSchema,
  opcaoOrcamentoReceitaSchema,
  opcaoPacienteSchema,
  opcaoTipoPagamentoSchema,
  opcoesOrcamentoInputSchema,
  opcoesTipoPagamentoInputSchema,
  pagamentosInputSchema,
  paginaSchema,
  totaisTransacoesSchema,
  transacaoDetalheSchema,
  transacaoInputSchema,
  transacaoListaInputSchema,
  transacaoSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import {
  opcoesOrcamentoReceita,
  opcoesPacienteFinanceiro,
  opcoesRegistro,
  opcoesTipoPagamento,
} from './opcoes.service';
import { ACESSO_TRANSACAO } from './transacao.acesso';
import { criarTransacao, listarTransacoes, obterTransacao, registrarPagamentos } from './transacao.service';

/** Finance over tRPC (cents): the screen with its totals, the forms, 'Dar Baixa' and the pickers. */
export const transacaoRouter = router({
  list: clinicaProcedure(ACESSO_TRANSACAO.list)
    .input(transacaoListaInputSchema)
    .output(paginaSchema(transacaoSchema).extend({ totais: totaisTransacoesSchema }))
    .query(({ ctx, input }) => listarTransacoes(ctx.deps, ctx.ator, input)),
  get: clinicaProcedure(ACESSO_TRANSACAO.get)
    .input(idParamSchema)
    .output(transacaoDetalheSchema)
    .query(({ ctx, input }) => obterTransacao(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure(ACESSO_TRANSACAO.create)
    .input(transacaoInputSchema)
    .output(transacaoDetalheSchema)
    .mutation(({ ctx, input }) => criarTransacao(ctx.deps, ctx.ator, input)),
  pagar: clinicaProcedure(ACESSO_TRANSACAO.pagar)
    .input(pagamentosInputSchema)
    .output(transacaoDetalheSchema)
    .mutation(({ ctx, input }) =>
      registrarPagamentos(ctx.deps, ctx.ator, input.id_transacao, input.pagamentos),
    ),
  pacientes: clinicaProcedure(ACESSO_TRANSACAO.opcoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoPacienteSchema))
    .query(({ ctx, input }) => opcoesPacienteFinanceiro(ctx.deps, ctx.ator, input.q)),
  orcamentos: clinicaProcedure(ACESSO_TRANSACAO.opcoes)
    .input(opcoesOrcamentoInputSchema)
    .output(z.array(opcaoOrcamentoReceitaSchema))
    .query(({ ctx, input }) => opcoesOrcamentoReceita(ctx.deps, ctx.ator, input.id_paciente)),
  categorias: clinicaProcedure(ACESSO_TRANSACAO.opcoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoNomeadaSchema))
    .query(({ ctx, input }) => opcoesRegistro(ctx.deps, ctx.ator, 'categoria', input.q)),
  bancos: clinicaProcedure(ACESSO_TRANSACAO.opcoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoNomeadaSchema))
    .query(({ ctx, input }) => opcoesRegistro(ctx.deps, ctx.ator, 'banco', input.q)),
  tiposPagamento: clinicaProcedure(ACESSO_TRANSACAO.pagar)
    .input(opcoesTipoPagamentoInputSchema)
    .output(z.array(opcaoTipoPagamentoSchema))
    .query(({ ctx, input }) => opcoesTipoPagamento(ctx.deps, ctx.ator, input.tipo)),
});
