import { somenteDigitos } from './digitos';

/** CEP só com os 8 dígitos (forma guardada e enviada às APIs de endereço), ou null se incompleto. */
export function normalizarCep(valor: string): string | null {
  const digitos = somenteDigitos(valor);
  return digitos.length === 8 ? digitos : null;
}

export function formatarCep(valor: string): string {
  const digitos = somenteDigitos(valor);
  // Incompleto: devolve só os dígitos, como CPF/CNPJ.
  if (digitos.length !== 8) return digitos;
  return `${digitos.slice(0, 5)}-${digitos.slice(5)}`;
}
