import { diaSemanaDe, janelaValida, MAX_INTERVALOS_SEMANA, problemaNosHorarios } from '@clinica/domain';
import { z } from 'zod';
import { diaSchema } from './agenda';
import { opcional } from './campos';
import { idSchema, leniente } from './leniente';
import { MSG } from './mensagens';

/**
 * A professional's working hours and absences (issue 34), on the clinic's wall clock:
 * `dia_semana` 1 = segunda … 7 = domingo, `inicio`/`fim` 'HH:mm' (an interval may end at 24:00),
 * absences whole days 'YYYY-MM-DD', both ends included.
 */
const M = MSG.horarioProfissional;

const hora = z.string({ error: M.horaInvalida }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.horaInvalida);
const horaFim = z
  .string({ error: M.horaInvalida })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, M.horaInvalida);

export const intervaloSemanalSchema = z.object({
  dia_semana: z
    .number({ error: M.diaSemanaInvalido })
    .int(M.diaSemanaInvalido)
    .min(1, M.diaSemanaInvalido)
    .max(7, M.diaSemanaInvalido)
    .transform((d, ctx) => {
      const dia = diaSemanaDe(d);
      if (dia === undefined) ctx.addIssue({ code: 'custom', message: M.diaSemanaInvalido });
      return dia ?? z.NEVER;
    }),
  inicio: hora,
  fim: horaFim,
});
export type IntervaloSemanalDados = z.output<typeof intervaloSemanalSchema>;

/** The whole week at once (PUT replaces it): intervals that end after they start and don't overlap. */
export const horariosSchema = z
  .object({ horarios: z.array(intervaloSemanalSchema).max(MAX_INTERVALOS_SEMANA, M.intervalosDemais) })
  .superRefine((v, ctx) => {
    const problema = problemaNosHorarios(v.horarios);
    if (problema) ctx.addIssue({ code: 'custom', path: ['horarios'], message: M[problema] });
  });
export type HorariosDados = z.output<typeof horariosSchema>;
/** PUT /api/profissionais/{id}/horarios: numbers as strings too (DECISIONS 20). */
export const horariosRestSchema = leniente(horariosSchema);

export const horariosProfissionalSchema = z.object({
  id_profissional: z.number().int(),
  horarios: z.array(z.object({ dia_semana: z.number().int(), inicio: z.string(), fim: z.string() })),
});
export type HorariosProfissional = z.infer<typeof horariosProfissionalSchema>;

/** The longest absence: a year's leave (a longer one is a professional who left: deactivate them). */
const DIAS_MAXIMOS_AUSENCIA = 366;

export const ausenciaInputSchema = z
  .object({ inicio: diaSchema, fim: diaSchema, motivo: opcional(200) })
  .refine((v) => v.fim >= v.inicio, { path: ['fim'], message: M.ausenciaInvertida })
  .refine((v) => (Date.parse(v.fim) - Date.parse(v.inicio)) / 86_400_000 < DIAS_MAXIMOS_AUSENCIA, {
    path: ['fim'],
    message: M.ausenciaLonga,
  });
export type AusenciaDados = z.output<typeof ausenciaInputSchema>;

export const ausenciaSchema = z.object({
  id: z.number().int(),
  id_profissional: z.number().int(),
  inicio: z.string(),
  fim: z.string(),
  motivo: z.string().nullable(),
  criado_em: z.string(),
});
export type AusenciaProfissional = z.infer<typeof ausenciaSchema>;

/** tRPC: which professional (the REST path's {id}). */
export const profissionalParamSchema = z.object({ id: idSchema });
export const ausenciaIdSchema = z.object({ id: idSchema, id_ausencia: idSchema });

/**
 * The calendar's greyed hours: every bookable professional's week and the absences touching the
 * window it shows ([inicio, fim], clinic days, at most 62); a PROFISSIONAL gets only their own.
 */
export const horariosDaAgendaInputSchema = z
  .object({ inicio: diaSchema, fim: diaSchema, id_profissional: idSchema.optional() })
  .refine((v) => janelaValida(v.inicio, v.fim), MSG.agenda.periodoInvalido);
export const horariosDaAgendaSchema = z.array(
  horariosProfissionalSchema.extend({ ausencias: z.array(ausenciaSchema) }),
);
export type HorariosDaAgenda = z.infer<typeof horariosDaAgendaSchema>;
