import { semControlesBidi } from '@clinica/domain';
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

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function disposicao(tipo: 'inline' | 'attachment', nome: string): string {
  const ascii = semControlesBidi(nome)
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `${tipo}; filename="${ascii || 'arquivo'}"; filename*=UTF-8''${encodeURIComponent(semControlesBidi(nome))}`;
}
