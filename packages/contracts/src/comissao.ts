import { mesValido } from '@clinica/domain';
import { z } from 'zod';
import { idLeniente, idSchema } from './leniente';
import { MSG } from './mensagens';

/**
 * Professionals' commissions (spec 03: the payment type's 'Taxa Comissões dos Profissionais
 * (%)'), per professional and calendar month of the payment date. tRPC speaks integer cents; the
 * REST edge speaks reais (DECISIONS.md 6); the CSV speaks what Brazilian Excel reads. Who may
 * open the view is REQUISITO_COMISSOES in permissoes.ts (the web's menu reads it; no zod there).
 */
const M = MSG.comissoes;

/** 'YYYY-MM', a calendar month of the payment dates. */
export const mesComissaoSchema = z.string({ error: M.mesInvalido }).trim().refine(mesValido, M.mesInvalido);

/** Lines of one professional per page in the detail. */
export const LINHAS_POR_PAGINA_COMISSAO = 20;

/** Without `mes`, the clinic's current month (its wall clock), as the dashboard (issue 33). */
export const comissaoResumoInputSchema = z.object({ mes: mesComissaoSchema.optional() });

/** GET /api/comissoes?mes=YYYY-MM: without `mes`, or with it empty, the clinic's current month. */
export const comissaoResumoRestQuerySchema = z.object({
  mes: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    mesComissaoSchema.optional(),
  ),
});

export const comissaoDetalheInputSchema = z.object({
  mes: mesComissaoSchema,
  id_profissional: idSchema,
  page: z.number().int().min(1).max(1_000_000).default(1),
});

/** GET /api/comissoes/exportar?mes=YYYY-MM[&id_profissional=]: one professional, or all visible. */
export const comissaoExportarQuerySchema = z.object({
  mes: mesComissaoSchema,
  id_profissional: idLeniente.optional(),
});

// --- Out ----------------------------------------------------------------------------------------

const nomeado = z.object({ id: z.number().int(), nome: z.string() });

/** Cents on tRPC, reais on REST. */
const valor = z.number();

export const comissaoProfissionalSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** Payments the commissions come from (a payment that pays two of their items counts once). */
  pagamentos: z.number().int(),
  /** The professional's share of those payments. */
  base: valor,
  /** The commission earned on that share. */
  valor,
});
export type ComissaoProfissional = z.infer<typeof comissaoProfissionalSchema>;

export const comissaoResumoSchema = z.object({
  mes: z.string(),
  profissionais: z.array(comissaoProfissionalSchema),
  /** Over the rows shown: `pagamentos` counts distinct payments, not the sum of the rows'. */
  total: z.object({ pagamentos: z.number().int(), base: valor, valor }),
});
export type ComissaoResumo = z.infer<typeof comissaoResumoSchema>;

/** One professional's share of one payment: one budget item of the revenue. */
export const comissaoLinhaSchema = z.object({
  id: z.number().int(),
  id_pagamento: z.number().int(),
  /** The payment's date, 'YYYY-MM-DD'. */
  data: z.string(),
  id_transacao: z.number().int(),
  paciente: nomeado.nullable(),
  /** The budget item's treatment name, as it was quoted. */
  tratamento: z.string(),
  tipo_pagamento: nomeado,
  /** Percent, as the payment type had it on the payment's day (12.5 = 12,5%). */
  taxa: z.number(),
  base: valor,
  valor,
});
export type ComissaoLinha = z.infer<typeof comissaoLinhaSchema>;
