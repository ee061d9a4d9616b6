import { MSG } from '@clinica/contracts';
import { detectarTipoImagem } from '@clinica/domain';
import type { RegraArquivo } from '../../platform/armazenamento';

const MINIATURA_MAX_BYTES = 256 * 1024;

/**
 * The card's small preview. The web client draws it (a canvas, 320 px, JPEG) before the
 * upload, so the server decodes no image on the request path; its bytes are checked like any
 * upload. Without one (REST clients), the thumbnail URL serves the original, cached.
 */
export const REGRA_MINIATURA: RegraArquivo = {
  finalidade: 'miniatura',
  maxBytes: MINIATURA_MAX_BYTES,
  tipo: (b) => {
    const t = detectarTipoImagem(b);
    return t === 'image/jpeg' || t === 'image/png' ? t : null;
  },
  erros: {
    vazio: MSG.fotos.miniaturaInvalida,
    grande: MSG.fotos.miniaturaInvalida,
    tipo: MSG.fotos.miniaturaInvalida,
  },
};
