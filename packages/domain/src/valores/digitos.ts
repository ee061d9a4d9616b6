/** Remove máscara e qualquer caractere que não seja dígito (CPF, CEP, telefone chegam mascarados dos formulários). */
export function somenteDigitos(valor: string): string {
  return valor.replace(/\D/g, '');
}
