/**
 * CSV as Brazilian Excel opens it with a double click: UTF-8 with a BOM (without it Excel reads
 * the accents as Windows-1252), ';' between fields (the ',' is the decimal separator there),
 * decimals with a comma and no thousands dot (so the cell is a number, not text), CRLF lines.
 */

export const BOM = '\uFEFF';
const SEPARADOR = ';';

/**
 * A text a person typed (a patient's or treatment's name) that starts like a formula would run
 * as one in the spreadsheet (CSV injection): a leading apostrophe keeps it text.
 */
const PARECE_FORMULA = /^[=+\-@\t\r]/;

/** One field: quoted when it holds the separator, a quote or a line break; quotes doubled. */
export function celulaCsv(valor: string | number): string {
  if (typeof valor === 'number') return String(valor);
  const texto = PARECE_FORMULA.test(valor) ? `'${valor}` : valor;
  return /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

export const linhaCsv = (campos: readonly (string | number)[]): string =>
  campos.map(celulaCsv).join(SEPARADOR);

/** The whole file: BOM, header, rows, each line ended by CRLF. */
export const documentoCsv = (
  cabecalho: readonly string[],
  linhas: readonly (readonly (string | number)[])[],
): string => BOM + [cabecalho, ...linhas].map((l) => `${linhaCsv(l)}\r\n`).join('');

/** An integer in hundredths (cents, hundredths of a percent) as '1234,56'; '-0,05' below zero. */
export function centesimosComVirgula(n: number): string {
  const inteiro = Math.round(n);
  const absoluto = Math.abs(inteiro);
  const texto = `${Math.floor(absoluto / 100)},${String(absoluto % 100).padStart(2, '0')}`;
  return inteiro < 0 ? `-${texto}` : texto;
}
