/**
 * Budget statuses (spec 02 §4). Three are stored: ATIVO on creation, CANCELADO by the explicit
 * 'Cancelar orçamento', INATIVO kept for budgets that arrive with it (the old product's data).
 * VENCIDO is never stored: it is read from the due date against the clinic's local date at the
 * moment of reading, so no job has to flip rows at midnight.
 */
export const STATUS_ORCAMENTO_GRAVADO = ['ATIVO', 'INATIVO', 'CANCELADO'] as const;
export type StatusOrcamentoGravado = (typeof STATUS_ORCAMENTO_GRAVADO)[number];

export const STATUS_ORCAMENTO = ['ATIVO', 'VENCIDO', 'INATIVO', 'CANCELADO'] as const;
export type StatusOrcamento = (typeof STATUS_ORCAMENTO)[number];

export type SituacaoOrcamento = {
  status: StatusOrcamentoGravado;
  /** 'YYYY-MM-DD', the last day the quote holds. */
  vencimento: string;
  /** A revenue was created from it (finance). */
  vinculado: boolean;
};

/**
 * The status a person sees. A budget is valid through its due date and VENCIDO from the next
 * day on; one already turned into a revenue was accepted, so it no longer expires.
 * `hoje` is the clinic's local date 'YYYY-MM-DD' (ISO dates compare as strings).
 */
export function statusEfetivo(o: SituacaoOrcamento, hoje: string): StatusOrcamento {
  if (o.status !== 'ATIVO' || o.vinculado) return o.status;
  return o.vencimento < hoje ? 'VENCIDO' : 'ATIVO';
}

export type RecusaOrcamento = 'vinculado' | 'jaEncerrado';

/** A budget that became a revenue is part of the books: it can't be deleted. */
export function recusaExclusao(o: SituacaoOrcamento): RecusaOrcamento | null {
  return o.vinculado ? 'vinculado' : null;
}

/** Cancelling closes an open quote (ATIVO, or VENCIDO, which is stored ATIVO); never a linked one. */
export function recusaCancelamento(o: SituacaoOrcamento): RecusaOrcamento | null {
  if (o.vinculado) return 'vinculado';
  return o.status === 'ATIVO' ? null : 'jaEncerrado';
}

/** A revenue can be created only from a budget a person sees as ATIVO (spec 03 §4). */
export const aceitaReceita = (o: SituacaoOrcamento, hoje: string): boolean =>
  !o.vinculado && statusEfetivo(o, hoje) === 'ATIVO';

/**
 * The statuses a search term matches, as a case- and accent-insensitive substring of the label
 * (the old screen's filter): 'ativo' matches ATIVO and INATIVO, 'venc' matches VENCIDO.
 */
export function statusQueCasam(termoNormalizado: string): StatusOrcamento[] {
  const t = termoNormalizado.trim().toUpperCase();
  if (!t) return [];
  return STATUS_ORCAMENTO.filter((s) => s.includes(t));
}
