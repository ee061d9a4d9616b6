import { mesValido } from '@clinica/domain';
import { z } from 'zod';
import { MSG } from './mensagens';

/**
 * The dashboard (/home, spec 01 §2). One read: the month's money cards and chart, and the
 * patients table. tRPC speaks integer cents; the REST edge speaks reais (DECISIONS.md 6). A part
 * the caller may not see is null, never zeros pretending to be data.
 */
const M = MSG.dashboard;

/** 'YYYY-MM', a calendar month of the clinic. */
export const mesSchema = z.string({ error: M.mesInvalido }).refine(mesValido, M.mesInvalido);

/** Without `mes`, the clinic's current month. */
export const dashboardInputSchema = z.object({ mes: mesSchema.optional() });
export type DashboardInput = z.input<typeof dashboardInputSchema>;

/** GET /api/dashboard?mes=YYYY-MM: an empty `mes` is the current month too. */
export const dashboardRestQuerySchema = z.object({
  mes: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), mesSchema.optional()),
});

/** Cents on tRPC, reais on REST. */
const valor = z.number();

export const dashboardMesSchema = z.object({
  mes: z.string(),
  /** Σ revenue payments dated in the month (cash received). */
  receitas: valor,
  /** Σ expense payments dated in the month (cash paid). */
  despesas: valor,
});
export type DashboardMes = z.infer<typeof dashboardMesSchema>;

export const dashboardFinanceiroSchema = z.object({
  receita_bruta: valor,
  despesa: valor,
  receita_liquida: valor,
  /** Net over gross in percent, one decimal; null when nothing was received in the month. */
  percentual: z.number().nullable(),
  /** Revenues due in the month: still to receive, and their whole value. */
  receitas: z.object({ a_receber: valor, previsto: valor }),
  /** Expenses due in the month: still to pay, and their whole value. */
  despesas: z.object({ a_pagar: valor, previsto: valor }),
  /** Revenues minus expenses due in the month: pending, and forecast. */
  saldo: z.object({ pendente: valor, previsto: valor }),
  /** The 12 months ending in the chosen one, oldest first (the chart). */
  mensal: z.array(dashboardMesSchema),
});
export type DashboardFinanceiro = z.infer<typeof dashboardFinanceiroSchema>;

export const dashboardPacientesSchema = z.object({
  total: z.number().int(),
  /** Registered in the month (clinic time). */
  novos: z.number().int(),
  /** Born in the month's calendar month. */
  aniversariantes: z.number().int(),
  /** Distinct patients with an appointment 'Finalizada' or 'Em Atendimento' in the last 6 months. */
  atendidos_6_meses: z.number().int(),
  /** Distinct patients with a revenue not fully paid. */
  com_debitos: z.number().int(),
  /** Distinct patients with a session left in a package still valid (issue 36). */
  com_sessoes: z.number().int(),
});
export type DashboardPacientes = z.infer<typeof dashboardPacientesSchema>;

/** Stock alerts (products and lots), whatever the month: the stock is as it is now. */
export const dashboardEstoqueSchema = z.object({
  /** Products with stock above zero but below their minimum. */
  abaixo_minimo: z.number().int(),
  /** Products with nothing in stock. */
  sem_estoque: z.number().int(),
  /** Lots still in stock expiring within 30 days (today included). */
  lotes_a_vencer: z.number().int(),
  /** Lots still in stock whose expiry has passed. */
  lotes_vencidos: z.number().int(),
});
export type DashboardEstoque = z.infer<typeof dashboardEstoqueSchema>;

export const dashboardSchema = z.object({
  mes: z.string(),
  /** Null without FINANCEIRO_LISTAR_TRANSACOES. */
  financeiro: dashboardFinanceiroSchema.nullable(),
  /** Null without PACIENTES_LISTAR. */
  pacientes: dashboardPacientesSchema.nullable(),
  /** Null without PRODUTOS_LISTAR. */
  estoque: dashboardEstoqueSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
