/**
 * Lots and expiry. Each entry is a lot with its own (optional) expiry date and what is left of
 * it. Exits consume lots first-expired-first-out (FEFO, what a clinic does with medicines and
 * materials): the lot that expires first goes first, lots without a date last, ties by the
 * oldest entry. That way "lots expiring within 30 days" counts only units still on the shelf.
 */

/** A lot expiring within this many days (or already expired) is flagged. */
export const DIAS_ALERTA_VALIDADE = 30;

export type Lote = { id: number; vencimento: string | null; saldo: number };

/** FEFO order: dated lots by date, then undated ones; ties by the oldest entry. */
export function ordemFefo(a: Lote, b: Lote): number {
  if (a.vencimento !== b.vencimento) {
    if (a.vencimento === null) return 1;
    if (b.vencimento === null) return -1;
    return a.vencimento < b.vencimento ? -1 : 1;
  }
  return a.id - b.id;
}

/**
 * How an exit of `quantidade` units takes from the lots: `[id, taken]` pairs in FEFO order.
 * Takes at most what the lots hold (the product's quantity is the check that refuses an exit).
 */
export function consumirLotes(
  lotes: readonly Lote[],
  quantidade: number,
): Array<{ id: number; consumido: number }> {
  const consumos: Array<{ id: number; consumido: number }> = [];
  let falta = quantidade;
  for (const lote of [...lotes].sort(ordemFefo)) {
    if (falta <= 0) break;
    const consumido = Math.min(lote.saldo, falta);
    if (consumido > 0) consumos.push({ id: lote.id, consumido });
    falta -= consumido;
  }
  return consumos;
}

export type SituacaoValidade = 'VENCIDO' | 'A_VENCER' | 'OK';

/** 'YYYY-MM-DD' plus `dias` calendar days (dates without time: no time zone can shift them). */
export function somarDias(dia: string, dias: number): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** A lot's expiry against the clinic's today: expired before today, flagged within 30 days. */
export function situacaoValidade(vencimento: string | null, hoje: string): SituacaoValidade {
  if (vencimento === null) return 'OK';
  if (vencimento < hoje) return 'VENCIDO';
  return vencimento <= somarDias(hoje, DIAS_ALERTA_VALIDADE) ? 'A_VENCER' : 'OK';
}
