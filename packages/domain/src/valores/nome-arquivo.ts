/**
 * Unicode's bidirectional controls (LRM, RLM, ALM, the embeddings and overrides U+202A–U+202E,
 * the isolates U+2066–U+2069). In a file name they make 'fatura' + U+202E + 'fdp.exe' read as
 * 'fatura' + 'exe.pdf' reversed: a clinic's staff would open an executable taking it for a PDF
 * ('Trojan Source', CVE-2021-42574). No legitimate Portuguese name needs them.
 */
const CONTROLES_BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

export function semControlesBidi(texto: string): string {
  return texto.replace(CONTROLES_BIDI, '');
}

/**
 * The name a stored file is downloaded with: no folders, no extension of its own (the server
 * gives the one of the bytes it checked), no control or bidi characters, none of the characters
 * Windows refuses, at most 120 characters; 'arquivo' when nothing is left.
 */
export function nomeParaDownload(base: string, extensao: string): string {
  const limpo = semControlesBidi(base)
    .trim()
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[\p{Cc}"<>:|?*]+/gu, '')
    .trim()
    .slice(0, 120);
  return `${limpo || 'arquivo'}.${extensao}`;
}
