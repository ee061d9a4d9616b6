import {
  configuracaoPacoteSchema,
  pacoteSchema,
  pacotesDoPacienteInputSchema,
  pacoteValidadeInputSchema,
  sessoesProfissionalInputSchema,
  sessoesProfissionalSchema,
  situacaoPacoteInputSchema,
  situacaoPacoteSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_PACOTE } from './pacote.acesso';
import {
  editarValidade,
  lerConfiguracao,
  listarPacotesDoPaciente,
  salvarConfiguracao,
  sessoesDoMes,
  situacaoDoAgendamento,
} from './pacote.service';

/** Session packages over tRPC: the patient's tab, the validity, the appointment form's line. */
export const pacoteRouter = router({
  doPaciente: clinicaProcedure(ACESSO_PACOTE.doPaciente)
    .input(pacotesDoPacienteInputSchema)
    .output(z.array(pacoteSchema))
    .query(({ ctx, input }) => listarPacotesDoPaciente(ctx.deps, ctx.ator, input.id_paciente)),
  validade: clinicaProcedure(ACESSO_PACOTE.validade)
    .input(pacoteValidadeInputSchema)
    .output(pacoteSchema)
    .mutation(({ ctx, input }) => editarValidade(ctx.deps, ctx.ator, input.id, input.validade)),
  situacao: clinicaProcedure(ACESSO_PACOTE.situacao)
    .input(situacaoPacoteInputSchema)
    .output(situacaoPacoteSchema)
    .query(({ ctx, input }) => situacaoDoAgendamento(ctx.deps, ctx.ator, input)),
  configuracao: clinicaProcedure(ACESSO_PACOTE.configuracao)
    .output(configuracaoPacoteSchema)
    .query(({ ctx }) => lerConfiguracao(ctx.deps, ctx.ator)),
  salvarConfiguracao: clinicaProcedure(ACESSO_PACOTE.configuracao)
    .input(configuracaoPacoteSchema)
    .output(configuracaoPacoteSchema)
    .mutation(({ ctx, input }) => salvarConfiguracao(ctx.deps, ctx.ator, input)),
  sessoes: clinicaProcedure(ACESSO_PACOTE.sessoes)
    .input(sessoesProfissionalInputSchema)
    .output(sessoesProfissionalSchema)
    .query(({ ctx, input }) => sessoesDoMes(ctx.deps, ctx.ator, input.mes)),
});
