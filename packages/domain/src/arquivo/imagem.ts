export type TipoImagem = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const comeca = (b: Uint8Array, assinatura: readonly number[], desde = 0) =>
  b.length >= desde + assinatura.length && assinatura.every((v, i) => b[desde + i] === v);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * O tipo real de uma imagem pelos primeiros bytes (números mágicos), nunca pelo nome ou pelo tipo
 * declarado. Só os formatos que um navegador mostra com segurança; qualquer outra coisa é null.
 */
export function detectarTipoImagem(bytes: Uint8Array): TipoImagem | null {
  if (comeca(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (comeca(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (comeca(bytes, ascii('GIF87a')) || comeca(bytes, ascii('GIF89a'))) return 'image/gif';
  if (comeca(bytes, ascii('RIFF')) && comeca(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Limite do logo da conta (DECISIONS.md 8). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
