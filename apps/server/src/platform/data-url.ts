/**
 * The bytes of a base64 data URL ('data:image/png;base64,...'), or null when the text is not
 * one. The declared type is ignored: callers check the real type from the bytes.
 */
export function decodificarDataUrl(texto: string): Buffer | null {
  if (!texto.startsWith('data:')) return null;
  const virgula = texto.indexOf(',');
  if (virgula === -1 || !texto.slice(0, virgula).endsWith(';base64')) return null;
  return Buffer.from(texto.slice(virgula + 1), 'base64');
}

/**
 * A safe download name: the name the user gave (or the original file's), without path or
 * control characters, always ending in the extension of the real type.
 */
export function nomeParaDownload(base: string, extensao: string): string {
  const limpo = base
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[\p{Cc}"<>:|?*]+/gu, '')
    .trim()
    .slice(0, 120);
  return `${limpo || 'arquivo'}.${extensao}`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function disposicao(tipo: 'inline' | 'attachment', nome: string): string {
  const ascii = nome
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `${tipo}; filename="${ascii || 'arquivo'}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}
