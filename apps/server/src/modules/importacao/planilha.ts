import { MSG } from '@clinica/contracts';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import type { RegraArquivo } from '../../platform/armazenamento';
import { DomainError } from '../../platform/errors';

const I = MSG.importacao;

/** A spreadsheet as the importer reads it: the header row, then each data row by header. */
export type Planilha = { cabecalhos: string[]; linhas: Record<string, string>[] };

const MAX_BYTES_PLANILHA = 10 * 1024 * 1024;
/** Rows per file: a clinic's whole registry fits; a bigger file is split (memory stays bounded). */
const MAX_LINHAS_PLANILHA = 100_000;
const MAX_COLUNAS = 100;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ehZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Text is CSV when its first bytes have no NUL (a binary file is refused before parsing). */
function tipoPlanilha(inicio: Uint8Array): string | null {
  if (ehZip(inicio)) return XLSX;
  return inicio.includes(0) ? null : 'text/csv';
}

/** The upload rule (the storage checks type and size as the bytes arrive). */
export const REGRA_PLANILHA: RegraArquivo = {
  finalidade: 'importacao',
  maxBytes: MAX_BYTES_PLANILHA,
  tipo: tipoPlanilha,
  erros: { vazio: I.arquivoVazio, grande: I.arquivoGrande, tipo: I.arquivoTipo },
};

/**
 * CSV bytes as text: UTF-8 (with or without the BOM Brazilian Excel writes); a file that is not
 * valid UTF-8 was saved as Windows-1252 (Excel's 'CSV' on a Portuguese Windows) and is read so.
 */
function decodificar(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function lerCsv(bytes: Buffer): string[][] {
  const r = Papa.parse<string[]>(decodificar(bytes), {
    // ';' is what the peers and Brazilian Excel write; ',' and tab are detected too.
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  return r.data;
}

/**
 * A cell as text: a date cell as 'AAAA-MM-DD', a time cell (Excel's day zero, 1899-12-30) as
 * 'HH:MM', a date-and-time cell as 'AAAA-MM-DD HH:MM' (the cell's wall clock, which the parser
 * gives in UTC), a number as written (a CPF cell loses its zeros: lerCpf puts them back).
 */
function texto(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return '';
    const iso = v.toISOString();
    const hora = iso.slice(11, 16);
    if (v.getUTCFullYear() < 1900) return hora;
    return hora === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${hora}`;
  }
  return String(v);
}

async function lerXlsx(bytes: Buffer): Promise<string[][]> {
  const linhas: unknown[][] = await readSheet(bytes);
  return linhas.map((l) => l.map(texto)).filter((l) => l.some((c) => c.trim() !== ''));
}

/**
 * The file's rows by header. Headers are trimmed; a repeated header gets ' (2)'; an empty one
 * 'Coluna N'. Any parser failure is the client's file, answered with a pt-BR message (400).
 */
export async function lerPlanilha(bytes: Buffer, tipoMime: string): Promise<Planilha> {
  let grade: string[][];
  try {
    grade = tipoMime === XLSX ? await lerXlsx(bytes) : lerCsv(bytes);
  } catch {
    throw new DomainError('ENTRADA_INVALIDA', I.arquivoIlegivel);
  }
  const [primeira, ...resto] = grade;
  if (!primeira || primeira.every((c) => c.trim() === ''))
    throw new DomainError('ENTRADA_INVALIDA', I.semCabecalho);
  if (resto.length === 0) throw new DomainError('ENTRADA_INVALIDA', I.semLinhas);
  if (resto.length > MAX_LINHAS_PLANILHA) {
    throw new DomainError('ENTRADA_INVALIDA', I.muitasLinhas(MAX_LINHAS_PLANILHA.toLocaleString('pt-BR')));
  }
  const vistos = new Map<string, number>();
  const cabecalhos = primeira.slice(0, MAX_COLUNAS).map((c, i) => {
    const base = c.trim().slice(0, 200) || `Coluna ${i + 1}`;
    const n = (vistos.get(base) ?? 0) + 1;
    vistos.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
  const linhas = resto.map((l) =>
    Object.fromEntries(cabecalhos.map((c, i) => [c, (l[i] ?? '').slice(0, 2000)])),
  );
  return { cabecalhos, linhas };
}
