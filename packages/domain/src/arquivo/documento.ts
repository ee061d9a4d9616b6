export type TipoDocumento =
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const comeca = (b: Uint8Array, assinatura: readonly number[]) =>
  b.length >= assinatura.length && assinatura.every((v, i) => b[i] === v);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Procura uma sequência de bytes (os nomes das entradas de um ZIP ficam no próprio arquivo). */
function contem(b: Uint8Array, agulha: readonly number[]): boolean {
  const primeiro = agulha[0];
  for (
    let i = b.indexOf(primeiro ?? 0);
    i !== -1 && i <= b.length - agulha.length;
    i = b.indexOf(primeiro ?? 0, i + 1)
  ) {
    let igual = true;
    for (let j = 1; j < agulha.length; j++) {
      if (b[i + j] !== agulha[j]) {
        igual = false;
        break;
      }
    }
    if (igual) return true;
  }
  return false;
}

const PDF = ascii('%PDF');
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PASTA_WORD = ascii('word/');

/**
 * O tipo real de um arquivo do paciente pelos bytes: PDF (`%PDF`), DOC (contêiner OLE2 do
 * Word 97-2003) ou DOCX (ZIP que contém a pasta `word/`). Qualquer outra coisa é null, mesmo
 * com o nome terminando em .pdf.
 */
export function detectarTipoDocumento(bytes: Uint8Array): TipoDocumento | null {
  if (comeca(bytes, PDF)) return 'application/pdf';
  if (comeca(bytes, OLE2)) return 'application/msword';
  if (comeca(bytes, ZIP) && contem(bytes, PASTA_WORD)) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

/** Extensão do arquivo baixado, pelo tipo real. */
export const EXTENSAO_POR_TIPO: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Limites de DECISIONS.md 8. */
export const FOTO_MAX_BYTES = 10 * 1024 * 1024;
export const ARQUIVO_MAX_BYTES = 20 * 1024 * 1024;

/** Tamanho como o usuário lê: Bytes, KB, MB ou GB, com vírgula decimal (até 2 casas). */
export function formatarTamanho(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unidades = ['Bytes', 'KB', 'MB', 'GB'] as const;
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), unidades.length - 1);
  const valor = Number((bytes / 1024 ** i).toFixed(2));
  return `${valor.toLocaleString('pt-BR', { maximumFractionDigits: 2, useGrouping: false })} ${unidades[i]}`;
}
