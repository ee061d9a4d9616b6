import { MSG } from '@clinica/contracts';
import { detectarTipoImagem } from '@clinica/domain';
import { decodificarDataUrl } from '../../platform/data-url';
import { DomainError } from '../../platform/errors';

export const MINIATURA_MAX_BYTES = 256 * 1024;

/**
 * The card's small preview. The web client draws it (a canvas, 320 px, JPEG) before the
 * upload, so the server decodes no image on the request path; its bytes are checked like any
 * upload. Without one (REST clients), the thumbnail URL serves the original, cached.
 */
export function lerMiniatura(dataUrl: string | null): { bytes: Uint8Array; tipo: string } | null {
  if (!dataUrl) return null;
  const bytes = decodificarDataUrl(dataUrl);
  const tipo = bytes ? detectarTipoImagem(bytes) : null;
  if (!bytes || bytes.byteLength > MINIATURA_MAX_BYTES || (tipo !== 'image/jpeg' && tipo !== 'image/png')) {
    throw new DomainError('ENTRADA_INVALIDA', MSG.fotos.miniaturaInvalida);
  }
  return { bytes, tipo };
}
