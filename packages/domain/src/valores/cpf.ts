import { somenteDigitos } from './digitos';

/** Dígito verificador do CPF: soma ponderada decrescente a partir de `pesoInicial`, módulo 11. */
function digitoVerificador(digitos: string, pesoInicial: number): number {
  let soma = 0;
  for (let i = 0; i < pesoInicial - 1; i++) {
    soma += Number(digitos[i]) * (pesoInicial - i);
  }
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

export function validarCpf(valor: string): boolean {
  const digitos = somenteDigitos(valor);
  if (digitos.length !== 11) return false;
  // Sequências repetidas (000.000.000-00 etc.) passam no cálculo, mas a Receita não as emite.
  if (/^(\d)\1{10}$/.test(digitos)) return false;
  return (
    digitoVerificador(digitos, 10) === Number(digitos[9]) &&
    digitoVerificador(digitos, 11) === Number(digitos[10])
  );
}

export function formatarCpf(valor: string): string {
  const digitos = somenteDigitos(valor);
  // Incompleto: devolve só os dígitos para não inventar uma máscara enganosa.
  if (digitos.length !== 11) return digitos;
  return digitos.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}
