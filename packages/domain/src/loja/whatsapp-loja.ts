import { somenteDigitos } from '../valores/digitos';

/**
 * The store's WhatsApp as saved (spec 03 §8): digits only, prefixed with 55 unless the number
 * already has 13 digits (55 + DDD + 9 digits). Empty stays empty.
 */
export function whatsappDaLoja(numero: string): string {
  const digitos = somenteDigitos(numero);
  if (digitos === '' || digitos.length === 13) return digitos;
  return `55${digitos}`;
}
