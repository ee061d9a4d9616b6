import { PASSOS_PRIMEIROS_PASSOS, type PassoPrimeirosPassos } from '@clinica/domain';
import { z } from 'zod';

/**
 * 'Primeiros passos' (issue 40): the dashboard's checklist for a new clinic's ADM. Each step says
 * whether the clinic has done it (by its rows, the domain's passosFeitos) and which screen does
 * it; the whole list can be dismissed (and shown again).
 */

/** The screen of each step: the web's routes (apps/web/src/layout/rotas-app.ts). */
export const CAMINHO_DO_PASSO: Record<PassoPrimeirosPassos, string> = {
  logo: '/conta',
  endereco: '/conta',
  tratamentos: '/tratamentos',
  tipos_pagamento: '/pagamentos',
  usuarios: '/usuarios',
  paciente: '/pacientes',
  agendamento: '/agenda',
};

export const passoPrimeirosPassosSchema = z.object({
  chave: z.enum(PASSOS_PRIMEIROS_PASSOS),
  titulo: z.string(),
  descricao: z.string(),
  /** The route of the screen that does it. */
  caminho: z.string(),
  feito: z.boolean(),
});

export const primeirosPassosSchema = z.object({
  /** In the domain's order. */
  passos: z.array(passoPrimeirosPassosSchema),
  concluidos: z.number().int(),
  total: z.number().int(),
  /** The ADM hid the checklist ('Dispensar'); when, as an ISO instant. */
  dispensado: z.boolean(),
  dispensado_em: z.string().nullable(),
});
export type PrimeirosPassos = z.infer<typeof primeirosPassosSchema>;

/** Hide the checklist (the default), or show it again with `dispensado: false`. */
export const dispensarPrimeirosPassosInputSchema = z.object({ dispensado: z.boolean().default(true) });
