/**
 * The store's wallet (spec 03 "store-template"): credits come from orders and become available
 * at their release instant; debits are approved withdrawals. Amounts in integer cents.
 * Pure: the caller passes the movements (or their sums) and the clock.
 */

export type TipoMovimento = 'C' | 'D';
/**
 * Movements (or their sums, as the repository groups them): a credit is `liberado` once its
 * release instant has come (disponivel_em <= now, decided by the database in the same statement
 * that sums them); a debit counts whenever it was made.
 */
export type SomaMovimentos = { tipo: TipoMovimento; liberado: boolean; valor: number };
export type ResumoCarteira = { saldo: number; aLiberar: number };

/** `balance` = released credits − debits; `toRelease` = credits whose release is still ahead. */
export function resumoCarteira(somas: readonly SomaMovimentos[]): ResumoCarteira {
  let saldo = 0;
  let aLiberar = 0;
  for (const m of somas) {
    if (m.tipo === 'D') saldo -= m.valor;
    else if (m.liberado) saldo += m.valor;
    else aLiberar += m.valor;
  }
  return { saldo, aLiberar };
}

export const STATUS_SAQUE = ['pending', 'approved', 'refused'] as const;
export type StatusSaque = (typeof STATUS_SAQUE)[number];
/** The spec's labels (spec 03 §4, §9). */
export const ROTULO_STATUS_SAQUE: Record<StatusSaque, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  refused: 'Recusado',
};

export type RecusaSaque = 'VALOR_INVALIDO' | 'SAQUE_PENDENTE' | 'SALDO_INSUFICIENTE';

/**
 * May the store ask for `valor` now? One pending request at a time (spec 03 §4), a positive
 * amount, never more than the available balance (what is still to be released doesn't count).
 */
export function recusaDoSaque(p: { valor: number; saldo: number; temPendente: boolean }): RecusaSaque | null {
  if (!Number.isSafeInteger(p.valor) || p.valor <= 0) return 'VALOR_INVALIDO';
  if (p.temPendente) return 'SAQUE_PENDENTE';
  if (p.valor > p.saldo) return 'SALDO_INSUFICIENTE';
  return null;
}

export type RecusaDecisao = 'NAO_PENDENTE' | 'SALDO_INSUFICIENTE';

/**
 * May the operator decide this request? Only a pending one; approving debits the wallet, so
 * the balance (read under the wallet's lock) must still cover it. Refusing always may.
 */
export function recusaDaDecisao(p: {
  status: StatusSaque;
  decisao: 'approved' | 'refused';
  valor: number;
  saldo: number;
}): RecusaDecisao | null {
  if (p.status !== 'pending') return 'NAO_PENDENTE';
  if (p.decisao === 'approved' && p.valor > p.saldo) return 'SALDO_INSUFICIENTE';
  return null;
}

/** The spec's order code: a fixed prefix and the id padded to 6 digits ('PED000042'). */
export const PREFIXO_PEDIDO = 'PED';
export const codigoPedido = (id: number): string => `${PREFIXO_PEDIDO}${String(id).padStart(6, '0')}`;

/**
 * The withdrawal dialog's value, as a Brazilian types it: '150,50' and '1.500,50' (a comma for the
 * decimals, dots between thousands), and as the spec 03 §5 wrote it, '150.50' (a dot for the
 * decimals when there is no comma); 'R$' is dropped. Null when it isn't a positive amount with
 * ≤ 2 decimals ('1.005' is neither reading for sure).
 */
export function lerValorSaque(texto: string): number | null {
  let limpo = texto.trim().replace(/^R\$\s*/i, '');
  if (limpo.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(limpo)) return null;
    limpo = limpo.replace(/\./g, '').replace(',', '.');
  }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(limpo)) return null;
  const [inteiro = '0', decimais = ''] = limpo.split('.');
  const centavos = Number(inteiro) * 100 + Number(decimais.padEnd(2, '0'));
  return centavos > 0 ? centavos : null;
}
