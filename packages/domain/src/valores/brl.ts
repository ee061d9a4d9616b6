/**
 * 'R$ 1.234,56'. Formatação manual em vez de Intl: o Intl usa espaço não separável (U+00A0) e o resultado
 * varia com a versão do ICU, o que quebra comparações de texto em testes e na UI.
 */
export function formatarCentavos(centavos: number): string {
  const inteiro = Math.round(centavos);
  const negativo = inteiro < 0;
  const absoluto = Math.abs(inteiro);
  const reais = Math.floor(absoluto / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const resto = (absoluto % 100).toString().padStart(2, '0');
  return `${negativo ? '-' : ''}R$ ${reais},${resto}`;
}

// Milhar opcional com ponto; decimais com vírgula (1 ou 2 casas).
const VALOR_BRL = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** Texto em reais (com ou sem 'R$', com ou sem milhar) → centavos inteiros; null se não for um valor. */
export function parseBrl(texto: string): number | null {
  // Sem espaços (inclusive o U+00A0 do Intl), 'R$' some; o sinal pode vir antes ou depois dele.
  const limpo = texto.replace(/\s/g, '').replace(/^(-?)R\$/i, '$1');
  const partes = VALOR_BRL.exec(limpo);
  if (!partes) return null;
  const [, sinal, inteiro = '', decimais = ''] = partes;
  const centavos = Number(inteiro.replace(/\./g, '')) * 100 + Number(decimais.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return null;
  return sinal && centavos !== 0 ? -centavos : centavos;
}

/**
 * Arredonda meio para longe do zero. O toPrecision corrige o erro binário (1.005 * 100 = 100.49999…)
 * antes de arredondar, senão valores digitados como 1,005 perderiam um centavo.
 */
export function reaisParaCentavos(reais: number): number {
  const bruto = Number((Math.abs(reais) * 100).toPrecision(15));
  const centavos = Math.round(bruto);
  return reais < 0 && centavos !== 0 ? -centavos : centavos;
}

export function centavosParaReais(c: number): number {
  return c / 100;
}
