/**
 * Registering payments ('Dar Baixa', spec 03 §5): each line needs a payment type, a value, a
 * date and installments; the lines together can't pass what is still pending, and no line may
 * be dated after today. The server runs the same check under a row lock.
 */

export const PARCELAS_MAXIMAS = 120;

export type LinhaPagamento = { valor: number; data: string; qnt_parcelas: number };

export type ErroLinha = 'valorMaiorQuePendente' | 'dataFutura' | 'valorInvalido' | 'parcelasInvalidas';

export const pendente = (t: { valor_total: number; valor_pago: number }) => t.valor_total - t.valor_pago;

/**
 * The first problem of each line (null when it is fine). Lines are read in order: the one that
 * makes the running sum pass the pending amount is the one marked. `hoje` is 'YYYY-MM-DD' on the
 * clinic's clock.
 */
export function errosDosPagamentos(
  linhas: readonly LinhaPagamento[],
  valorPendente: number,
  hoje: string,
): (ErroLinha | null)[] {
  let acumulado = 0;
  return linhas.map((l) => {
    if (!Number.isSafeInteger(l.valor) || l.valor <= 0) return 'valorInvalido';
    if (!Number.isInteger(l.qnt_parcelas) || l.qnt_parcelas < 1 || l.qnt_parcelas > PARCELAS_MAXIMAS)
      return 'parcelasInvalidas';
    if (l.data > hoje) return 'dataFutura';
    acumulado += l.valor;
    return acumulado > valorPendente ? 'valorMaiorQuePendente' : null;
  });
}

/** 'Pago' exactly at zero pending; 'Dar Baixa' while anything is left (spec 03 §4). */
export const estaPago = (t: { valor_total: number; valor_pago: number }) => pendente(t) === 0;
