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
