import {
  idParamSchema,
  opcaoBuscaInputSchema,
  opcaoPacienteSchema,
  opcaoProfissionalSchema,
  opcaoTratamentoOrcamentoSchema,
  orcamentoDetalheSchema,
  orcamentoInputSchema,
  orcamentoListaInputSchema,
  orcamentoSchema,
  orcamentosDoPacienteInputSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_ORCAMENTO } from './orcamento.acesso';
import {
  cancelarOrcamento,
  criarOrcamento,
  excluirOrcamentoDaClinica,
  listarOrcamentos,
  obterOrcamento,
  opcoesPacienteOrcamento,
  opcoesProfissionalOrcamento,
  opcoesTratamentoOrcamento,
} from './orcamento.service';

/** Budgets over tRPC (values in cents): the screen, the patient's tab, the form and its pickers. */
export const orcamentoRouter = router({
  list: clinicaProcedure(ACESSO_ORCAMENTO.list)
    .input(orcamentoListaInputSchema)
    .output(paginaSchema(orcamentoSchema))
    .query(({ ctx, input }) => listarOrcamentos(ctx.deps, ctx.ator, input)),
  doPaciente: clinicaProcedure(ACESSO_ORCAMENTO.doPaciente)
    .input(orcamentosDoPacienteInputSchema)
    .output(paginaSchema(orcamentoSchema))
    .query(({ ctx, input }) => listarOrcamentos(ctx.deps, ctx.ator, input)),
  get: clinicaProcedure(ACESSO_ORCAMENTO.get)
    .input(idParamSchema)
    .output(orcamentoDetalheSchema)
    .query(({ ctx, input }) => obterOrcamento(ctx.deps, ctx.ator, input.id)),
  // 'Salvar PDF' reads the budget through here: the same answer, logged as a print (issue 19).
  imprimir: clinicaProcedure(ACESSO_ORCAMENTO.imprimir)
    .input(idParamSchema)
    .output(orcamentoDetalheSchema)
    .mutation(({ ctx, input }) => obterOrcamento(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure(ACESSO_ORCAMENTO.create)
    .input(orcamentoInputSchema)
    .output(orcamentoDetalheSchema)
    .mutation(({ ctx, input }) => criarOrcamento(ctx.deps, ctx.ator, input)),
  cancelar: clinicaProcedure(ACESSO_ORCAMENTO.cancelar)
    .input(idParamSchema)
    .output(orcamentoDetalheSchema)
    .mutation(({ ctx, input }) => cancelarOrcamento(ctx.deps, ctx.ator, input.id)),
  remove: clinicaProcedure(ACESSO_ORCAMENTO.remove)
    .input(idParamSchema)
    .mutation(async ({ ctx, input }) => {
      await excluirOrcamentoDaClinica(ctx.deps, ctx.ator, input.id);
      return { ok: true };
    }),
  pacientes: clinicaProcedure(ACESSO_ORCAMENTO.opcoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoPacienteSchema))
    .query(({ ctx, input }) => opcoesPacienteOrcamento(ctx.deps, ctx.ator, input.q)),
  profissionais: clinicaProcedure(ACESSO_ORCAMENTO.opcoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoProfissionalSchema))
    .query(({ ctx, input }) => opcoesProfissionalOrcamento(ctx.deps, ctx.ator, input.q)),
  tratamentos: clinicaProcedure(ACESSO_ORCAMENTO.opcoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoTratamentoOrcamentoSchema))
    .query(({ ctx, input }) => opcoesTratamentoOrcamento(ctx.deps, ctx.ator, input.q)),
});
