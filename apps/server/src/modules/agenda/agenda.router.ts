import {
  agendaDoPacienteInputSchema,
  agendaIntervaloInputSchema,
  agendaListaInputSchema,
  agendamentoDetalheSchema,
  agendamentoInputSchema,
  agendamentoSchema,
  idParamSchema,
  lembreteHoraSchema,
  opcaoBuscaInputSchema,
  opcaoPacienteSchema,
  opcaoProfissionalSchema,
  opcaoTratamentoSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_AGENDA } from './agenda.acesso';
import {
  atualizarAgendamentoDaClinica,
  criarAgendamento,
  listarAgenda,
  listarAgendaDoPaciente,
  listarIntervaloAgenda,
  obterAgendamento,
  opcoesPacienteAgenda,
  opcoesProfissionalAgenda,
  opcoesTratamentoAgenda,
} from './agenda.service';
import { definirLembreteHora } from './configuracao.service';

/** The agenda over tRPC: the calendar's window, the list, a patient's timeline, the form, the pickers. */
export const agendaRouter = router({
  intervalo: clinicaProcedure(ACESSO_AGENDA.list)
    .input(agendaIntervaloInputSchema)
    .output(z.array(agendamentoSchema))
    .query(({ ctx, input }) => listarIntervaloAgenda(ctx.deps, ctx.ator, input)),
  list: clinicaProcedure(ACESSO_AGENDA.list)
    .input(agendaListaInputSchema)
    .output(paginaSchema(agendamentoSchema))
    .query(({ ctx, input }) => listarAgenda(ctx.deps, ctx.ator, input)),
  doPaciente: clinicaProcedure(ACESSO_AGENDA.list)
    .input(agendaDoPacienteInputSchema)
    .output(paginaSchema(agendamentoSchema))
    .query(({ ctx, input: { id_paciente, ...p } }) =>
      listarAgendaDoPaciente(ctx.deps, ctx.ator, id_paciente, { ...p, q: '' }),
    ),
  get: clinicaProcedure(ACESSO_AGENDA.get)
    .input(idParamSchema)
    .output(agendamentoDetalheSchema)
    .query(({ ctx, input }) => obterAgendamento(ctx.deps, ctx.ator, input.id)),
  create: clinicaProcedure(ACESSO_AGENDA.create)
    .input(agendamentoInputSchema)
    .output(agendamentoDetalheSchema)
    .mutation(({ ctx, input }) => criarAgendamento(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_AGENDA.update)
    .input(idParamSchema.extend(agendamentoInputSchema.shape))
    .output(agendamentoDetalheSchema)
    .mutation(({ ctx, input: { id, ...dados } }) =>
      atualizarAgendamentoDaClinica(ctx.deps, ctx.ator, id, dados),
    ),
  pacientes: clinicaProcedure(ACESSO_AGENDA.opcoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoPacienteSchema))
    .query(({ ctx, input }) => opcoesPacienteAgenda(ctx.deps, ctx.ator, input.q)),
  profissionais: clinicaProcedure(ACESSO_AGENDA.opcoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoProfissionalSchema))
    .query(({ ctx, input }) => opcoesProfissionalAgenda(ctx.deps, ctx.ator, input.q)),
  tratamentos: clinicaProcedure(ACESSO_AGENDA.opcoes)
    .input(opcaoBuscaInputSchema)
    .output(z.array(opcaoTratamentoSchema))
    .query(({ ctx, input }) => opcoesTratamentoAgenda(ctx.deps, ctx.ator, input.q)),
  lembreteHora: clinicaProcedure(ACESSO_AGENDA.list)
    .output(lembreteHoraSchema)
    .query(({ ctx }) => ({ lembrete_hora: ctx.ator.conta.lembreteHora })),
  definirLembreteHora: clinicaProcedure(ACESSO_AGENDA.configurar)
    .input(lembreteHoraSchema)
    .output(lembreteHoraSchema)
    .mutation(({ ctx, input }) => definirLembreteHora(ctx.deps, ctx.ator, input.lembrete_hora)),
});
