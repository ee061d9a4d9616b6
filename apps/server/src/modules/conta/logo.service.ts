import { MSG } from '@clinica/contracts';
import { detectarTipoImagem, LOGO_MAX_BYTES, type TipoImagem } from '@clinica/domain';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';

const DATA_URL = /^data:([\w.+/-]*)(?:;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** Is `imagem_perfil` a new image (a data URL)? Anything else keeps the current logo. */
export const ehImagemNova = (valor: string | null | undefined): valor is string =>
  typeof valor === 'string' && valor.startsWith('data:');

/**
 * A logo sent as a data URL: at most 2 MB, and a PNG, JPEG, GIF or WebP by its bytes (the
 * declared type and any file name are ignored).
 */
export function lerLogo(dataUrl: string): { tipoMime: TipoImagem; bytes: Buffer } {
  const partes = DATA_URL.exec(dataUrl);
  if (!partes) throw new DomainError('ENTRADA_INVALIDA', MSG.conta.erroImagem);
  const bytes = Buffer.from(partes[2] ?? '', 'base64');
  if (bytes.byteLength === 0) throw new DomainError('ENTRADA_INVALIDA', MSG.conta.erroImagem);
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new DomainError('ENTRADA_INVALIDA', MSG.conta.imagemGrande);
  const tipoMime = detectarTipoImagem(bytes);
  if (!tipoMime) throw new DomainError('ENTRADA_INVALIDA', MSG.conta.imagemTipo);
  return { tipoMime, bytes };
}

/**
 * GET /conta/logo/{id}: a logo's bytes (public: logos appear on the public signing pages).
 * Ids are sequential, so lookups count against the public per-IP limit.
 */
export async function obterLogo(deps: Deps, origem: Origem, id: number) {
  await deps.limitePublico.consumir(origem.ip);
  const arquivo = await deps.arquivos.ler(deps.db, id, 'logo');
  if (!arquivo) throw naoEncontrado();
  return arquivo;
}
