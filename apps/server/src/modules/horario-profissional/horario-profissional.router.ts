import {
  ausenciaIdSchema,
  ausenciaInputSchema,
  ausenciaSchema,
  horariosDaAgendaInputSchema,
  horariosDaAgendaSchema,
  horariosProfissionalSchema,
  horariosSchema,
  profissionalParamSchema,
} from '@clinica/contracts';
import { z } from 'zod';
import { clinicaProcedure, router } from '../../trpc/init';
import { ACESSO_HORARIO_PROFISSIONAL as A } from './horario-profissional.acesso';
import {
  criarAusencia,
  horariosDaAgenda,
  listarAusenciasDoProfissional,
  obterHorarios,
  removerAusencia,
  salvarHorarios,
} from './horario-profissional.service';

/** The agenda's 'Horários' dialog: a professional's week and absences. */
export const horarioProfissionalRouter = router({
  get: clinicaProcedure(A.get)
    .input(profissionalParamSchema)
    .output(horariosProfissionalSchema)
    .query(({ ctx, input }) => obterHorarios(ctx.deps, ctx.ator, input.id)),
  update: clinicaProcedure(A.update)
    .input(profissionalParamSchema.and(horariosSchema))
    .output(horariosProfissionalSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => salvarHorarios(ctx.deps, ctx.ator, id, dados)),
  /** The calendar's greyed hours for the window it shows. */
  daAgenda: clinicaProcedure(A.get)
    .input(horariosDaAgendaInputSchema)
    .output(horariosDaAgendaSchema)
    .query(({ ctx, input }) => horariosDaAgenda(ctx.deps, ctx.ator, input)),
  ausencias: clinicaProcedure(A.get)
    .input(profissionalParamSchema)
    .output(z.array(ausenciaSchema))
    .query(({ ctx, input }) => listarAusenciasDoProfissional(ctx.deps, ctx.ator, input.id)),
  criarAusencia: clinicaProcedure(A.update)
    .input(profissionalParamSchema.and(ausenciaInputSchema))
    .output(ausenciaSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => criarAusencia(ctx.deps, ctx.ator, id, dados)),
  removerAusencia: clinicaProcedure(A.update)
    .input(ausenciaIdSchema)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => removerAusencia(ctx.deps, ctx.ator, input.id, input.id_ausencia)),
});
