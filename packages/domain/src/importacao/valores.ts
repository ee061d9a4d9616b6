import { validarCpf } from '../valores/cpf';
import { brParaDia } from '../valores/data-br';
import { somenteDigitos } from '../valores/digitos';
import { DDDS_VALIDOS } from '../valores/whatsapp';

/**
 * A Brazilian phone as spreadsheets write it — '(11) 98765-4321', '+55 11 98765-4321',
 * '5511987654321', '011 98765-4321' — as the 10 or 11 national digits the patient keeps, or
 * null when it is no phone with a real DDD.
 */
export function lerTelefone(texto: string): string | null {
  let d = somenteDigitos(texto);
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  else if ((d.length === 11 || d.length === 12) && d.startsWith('0')) d = d.slice(1);
  if (d.length !== 10 && d.length !== 11) return null;
  if (d.length === 11 && d[2] !== '9') return null;
  return DDDS_VALIDOS.includes(Number(d.slice(0, 2))) ? d : null;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;
// A time after the date ('05/03/2026 09:00', a date-and-time column) is allowed and ignored.
const BR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
const dois = (n: string) => n.padStart(2, '0');

/**
 * A date as 'DD/MM/AAAA' (also D/M/AAAA, with '.' or '-') or 'AAAA-MM-DD' (also with a time,
 * as a spreadsheet's date cell arrives) → 'AAAA-MM-DD'; null when it is not a real date.
 */
export function lerData(texto: string): string | null {
  const t = texto.trim();
  const iso = ISO.exec(t);
  if (iso) return brParaDia(`${dois(iso[3] ?? '')}/${dois(iso[2] ?? '')}/${iso[1]}`);
  const br = BR.exec(t);
  return br ? brParaDia(`${dois(br[1] ?? '')}/${dois(br[2] ?? '')}/${br[3]}`) : null;
}

/**
 * A CPF as written ('123.456.789-09', or a number cell that lost its leading zeros) → 11 digits
 * when valid; 'invalido' when something was there but it is no CPF; null when empty.
 */
export function lerCpf(texto: string): string | 'invalido' | null {
  const d = somenteDigitos(texto);
  if (d === '') return texto.trim() === '' ? null : 'invalido';
  const cpf = d.length < 11 && d.length >= 9 ? d.padStart(11, '0') : d;
  return validarCpf(cpf) ? cpf : 'invalido';
}
