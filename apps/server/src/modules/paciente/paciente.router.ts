import {
  acessoPacienteSchema,
  acessosFiltroSchema,
  arquivadosSchema,
  idParamSchema,
  listaInputSchema,
  pacienteBuscaInputSchema,
  pacienteCriacaoSchema,
  pacienteDetalheSchema,
  pacienteInputSchema,
  pacienteOpcaoSchema,
  pacienteSchema,
  paginaSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_ACESSO_PACIENTE } from '../acesso-paciente/acesso-paciente.acesso';
import { listarAcessosDoPaciente } from '../acesso-paciente/acesso-paciente.service';
import { ACESSO_PACIENTE } from './paciente.acesso';
import {
  buscarOpcoesDePaciente,
  criarPaciente,
  editarPaciente,
  listarPacientesDaClinica,
  obterFichaPaciente,
} from './paciente.service';

export const pacienteRouter = router({
  list: clinicaProcedure(ACESSO_PACIENTE.list)
    .input(listaInputSchema.extend(arquivadosSchema.shape))
    .output(paginaSchema(pacienteSchema))
    .query(({ ctx, input }) => listarPacientesDaClinica(ctx.deps, ctx.ator, input)),
  // The autocomplete also serves the photos page, which only needs a subscription to exist.
  buscar: clinicaProcedure(ACESSO_PACIENTE.buscar)
    .input(pacienteBuscaInputSchema)
    .output(z.array(pacienteOpcaoSchema))
    .query(({ ctx, input }) => buscarOpcoesDePaciente(ctx.deps, ctx.ator, input.q)),
  get: clinicaProcedure(ACESSO_PACIENTE.get)
    .input(idParamSchema)
    .output(pacienteDetalheSchema)
    .query(({ ctx, input }) => obterFichaPaciente(ctx.deps.db, ctx.ator.idConta, input.id)),
  acessos: clinicaProcedure(ACESSO_ACESSO_PACIENTE.list)
    .input(idParamSchema.extend(acessosFiltroSchema.shape))
    .output(paginaSchema(acessoPacienteSchema))
    .query(({ ctx, input: { id, ...f } }) => listarAcessosDoPaciente(ctx.deps, ctx.ator, id, f)),
  create: clinicaProcedure(ACESSO_PACIENTE.create)
    .input(pacienteCriacaoSchema)
    .output(pacienteSchema)
    .mutation(({ ctx, input }) => criarPaciente(ctx.deps, ctx.ator, input)),
  update: clinicaProcedure(ACESSO_PACIENTE.update)
    .input(z.intersection(idParamSchema, pacienteInputSchema))
    .output(pacienteSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => editarPaciente(ctx.deps, ctx.ator, id, dados)),
});
