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
import {
  buscarOpcoesDePaciente,
  criarPaciente,
  editarPaciente,
  listarPacientesDaClinica,
  obterPaciente,
} from './paciente.service';

export const pacienteRouter = router({
  list: clinicaProcedure('PACIENTES_LISTAR')
    .input(listaInputSchema)
    .output(paginaSchema(pacienteSchema))
    .query(({ ctx, input }) => listarPacientesDaClinica(ctx.deps, ctx.ator, input)),
  // The autocomplete also serves the photos page, which only needs a subscription to exist.
  buscar: clinicaProcedure('PACIENTES_LISTAR', 'existencia')
    .input(pacienteBuscaInputSchema)
    .output(z.array(pacienteOpcaoSchema))
    .query(({ ctx, input }) => buscarOpcoesDePaciente(ctx.deps, ctx.ator, input.q)),
  get: clinicaProcedure('PACIENTES_LISTAR')
    .input(idParamSchema)
    .output(pacienteSchema)
    .query(({ ctx, input }) => obterPaciente(ctx.deps.db, ctx.ator.idConta, input.id)),
  create: clinicaProcedure('PACIENTES_CRIAR')
    .input(pacienteInputSchema)
    .output(pacienteSchema)
    .mutation(({ ctx, input }) => criarPaciente(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure('PACIENTES_EDITAR')
    .input(z.intersection(idParamSchema, pacienteInputSchema))
    .output(pacienteSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarPaciente(ctx.deps, ctx.ator, id, dados)),
});
