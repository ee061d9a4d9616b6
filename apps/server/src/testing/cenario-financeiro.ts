import type { AppDeTeste } from './app-de-teste';
import { clinicaComOrcamento, diaDaClinica, pedidoOrcamento } from './cenario-orcamento';
import { rest, trpc } from './http';

/* The scene the finance contract tests share: the budgets' clinic with what a revenue and an expense need. */

export const PERMISSOES_FINANCEIRO = [
  'FINANCEIRO_LISTAR_TRANSACOES',
  'FINANCEIRO_CRIAR_TRANSACAO',
  'FINANCEIRO_CRIAR_RECEITA',
  'FINANCEIRO_CRIAR_DESPESA',
  'FINANCEIRO_DAR_BAIXA_RECEBER',
] as const;
let seq = 0;

/**
 * A clinic with a R$ 450,50 budget for Ana (Limpeza with Dra. Carla, Clareamento with Dr. Davi),
 * payment types Pix (revenue, 10% commission) and Boleto (expense), a category and a bank.
 */
export async function clinicaComFinanceiro(t: AppDeTeste) {
  const c = await clinicaComOrcamento(t);
  const criar = async (url: string, corpo: Record<string, unknown>) =>
    (await rest(t.app, 'POST', url, corpo, c.token)).body.id as number;
  const n = seq++;
  return {
    ...c,
    pix: await criar('/api/tipos_pagamento', { nome: `Pix ${n}`, tipo: 'R', taxa: 10 }),
    boleto: await criar('/api/tipos_pagamento', { nome: `Boleto ${n}`, tipo: 'D', taxa: 0 }),
    aluguel: await criar('/api/categorias', { nome: `Aluguel ${n}` }),
    banco: await criar('/api/bancos', { nome: `Banco ${n}` }),
  };
}
export type ClinicaFinanceiro = Awaited<ReturnType<typeof clinicaComFinanceiro>>;

/** A new ATIVO budget of the scene (R$ 450,50 unless told otherwise). */
export async function novoOrcamento(
  t: AppDeTeste,
  c: ClinicaFinanceiro,
  extra: Record<string, unknown> = {},
) {
  const r = await trpc(t.app, 'mutation', 'orcamento.create', pedidoOrcamento(c, extra), c.token);
  return r.body as { id: number; valor_total: number };
}

/** A revenue from a new budget, due today. */
export async function novaReceita(t: AppDeTeste, c: ClinicaFinanceiro, extra: Record<string, unknown> = {}) {
  const o = await novoOrcamento(t, c, extra);
  const r = await trpc(
    t.app,
    'mutation',
    'transacao.create',
    { tipo: 'RECEITA', id_orcamento: o.id, vencimento: diaDaClinica(0) },
    c.token,
  );
  return r.body as { id: number; valor_total: number; id_orcamento: number; orcamento: { id: number } };
}
