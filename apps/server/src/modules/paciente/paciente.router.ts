import {
  idParamSchema,
  listaInputSchema,
  pacienteBuscaInputSchema,
  pacienteInputSchema,
  pacienteOpcaoSchema,
  pacienteSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_PACIENTE } from './paciente.acesso';
import {
  buscarOpcoesDePaciente,
  criarPaciente,
  editarPaciente,
  listarPacientesDaClinica,
  obterPaciente,
} from './paciente.service';

export const pacienteRouter = router({
  list: clinicaProcedure(ACESSO_PACIENTE.list)
    .input(listaInputSchema)
    .output(paginaSchema(pacienteSchema))
    .query(({ ctx, input }) => listarPacientesDaClinica(ctx.deps, ctx.ator, input)),
  // The autocomplete also serves the photos page, which only needs a subscription to exist.
  buscar: clinicaProcedure(ACESSO_PACIENTE.buscar)
    .input(pacienteBuscaInputSchema)
    .output(z.array(pacienteOpcaoSchema))
    .query(({ ctx, input }) => buscarOpcoesDePaciente(ctx.deps, ctx.ator, input.q)),
  get: clinicaProcedure(ACESSO_PACIENTE.get)
    .input(idParamSchema)
    .output(pacienteSchema)
    .query(({ ctx, input }) => obterPaciente(ctx.deps.db, ctx.ator.idConta, input.id)),
  create: clinicaProcedure(ACESSO_PACIENTE.create)
    .input(pacienteInputSchema)
    .output(pacienteSchema)
    .mutation(({ ctx, input }) => criarPaciente(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_PACIENTE.update)
    .input(z.intersection(idParamSchema, pacienteInputSchema))
    .output(pacienteSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarPaciente(ctx.deps, ctx.ator, id, dados)),
});
