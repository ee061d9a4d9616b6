import { somenteDigitos } from './digitos';

// Pesos oficiais da Receita para o 1º e o 2º dígito verificador.
const PESOS_PRIMEIRO = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const PESOS_SEGUNDO = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

function digitoVerificador(digitos: string, pesos: readonly number[]): number {
  const soma = pesos.reduce((acc, peso, i) => acc + Number(digitos[i]) * peso, 0);
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function validarCnpj(valor: string): boolean {
  const digitos = somenteDigitos(valor);
  if (digitos.length !== 14) return false;
  // Sequências repetidas passam no cálculo, mas não são CNPJs emitidos.
  if (/^(\d)\1{13}$/.test(digitos)) return false;
  return (
    digitoVerificador(digitos, PESOS_PRIMEIRO) === Number(digitos[12]) &&
    digitoVerificador(digitos, PESOS_SEGUNDO) === Number(digitos[13])
  );
}

export function formatarCnpj(valor: string): string {
  const digitos = somenteDigitos(valor);
  // Incompleto: devolve só os dígitos para não inventar uma máscara enganosa.
  if (digitos.length !== 14) return digitos;
  return digitos.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
