/** Coupon types (spec 03 §9): a percentage of the order or a fixed amount. */
export const TIPOS_CUPOM = ['percentage', 'fixed'] as const;
export type TipoCupom = (typeof TIPOS_CUPOM)[number];

/** Spec 03 §9: a coupon code has at least 5 characters. */
export const CODIGO_CUPOM_MINIMO = 5;
export const CODIGO_CUPOM_MAXIMO = 40;
/** Spec 03 §9: the coupons table shows 5 per page. */
export const CUPONS_POR_PAGINA = 5;

/** A code as stored and compared: trimmed and upper-cased (spec 03 §8), so 'promo10 ' = 'PROMO10'. */
export const normalizarCodigoCupom = (codigo: string) => codigo.trim().toUpperCase();

/** Letters, digits, hyphen and underscore only: a code is typed at a checkout and read aloud. */
export const codigoCupomBemFormado = (codigo: string) => /^[A-Z0-9_-]+$/.test(codigo);

/**
 * A discount is kept in hundredths: cents for a fixed amount, hundredths of a percent for a
 * percentage (1050 = 10,50%), so both are exact integers. A percentage never passes 100%.
 */
export const DESCONTO_PERCENTUAL_MAXIMO = 10_000;

export function descontoValido(tipo: TipoCupom, centesimos: number): boolean {
  if (!Number.isInteger(centesimos) || centesimos <= 0) return false;
  return tipo === 'fixed' || centesimos <= DESCONTO_PERCENTUAL_MAXIMO;
}

/** '10%', '12,5%' or 'R$ 15,00', as the coupons table shows a discount. */
export function formatarDescontoCupom(tipo: TipoCupom, centesimos: number): string {
  const valor = centesimos / 100;
  if (tipo === 'percentage') {
    return `${valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
  }
  return valor.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');
}

/** A coupon's quantity can't go below what was already used. */
export const quantidadeCupomValida = (quantidade: number, usada: number) =>
  Number.isInteger(quantidade) && quantidade >= 1 && quantidade >= usada;
