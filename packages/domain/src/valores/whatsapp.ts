import { somenteDigitos } from './digitos';

/** DDDs em uso segundo o plano de numeração da ANATEL (faixas com lacunas reais, ex.: 20, 23, 25, 26 não existem). */
export const DDDS_VALIDOS: readonly number[] = [
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
];

// Brasil: DDI 55 + DDD + celular de 9 dígitos começando com 9 (WhatsApp só em celular).
const CELULAR_BR = /^55(\d{2})9\d{8}$/;
// EUA/NANP: DDI 1 + código de área (não começa com 0 ou 1) + 7 dígitos.
const TELEFONE_EUA = /^1[2-9]\d{9}$/;

/** Número completo com DDI, como a API do WhatsApp espera. Aceita máscara. */
export function validarWhatsapp(numero: string): boolean {
  const digitos = somenteDigitos(numero);
  const br = CELULAR_BR.exec(digitos);
  if (br) return DDDS_VALIDOS.includes(Number(br[1]));
  return TELEFONE_EUA.test(digitos);
}

/** Máscara progressiva (para usar enquanto o usuário digita) dos dígitos nacionais, sem o DDI. */
export function formatarTelefone(digitos: string, ddi: '55' | '1'): string {
  return ddi === '55' ? formatarBrasil(somenteDigitos(digitos)) : formatarEua(somenteDigitos(digitos));
}

function formatarBrasil(d: string): string {
  const n = d.slice(0, 11);
  if (n.length === 0) return '';
  if (n.length <= 2) return `(${n}`;
  if (n.length <= 7) return `(${n.slice(0, 2)}) ${n.slice(2)}`;
  return `(${n.slice(0, 2)}) ${n.slice(2, 7)}-${n.slice(7)}`;
}

function formatarEua(d: string): string {
  const n = d.slice(0, 10);
  if (n.length <= 3) return n;
  if (n.length <= 6) return `${n.slice(0, 3)}-${n.slice(3)}`;
  return `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
}
