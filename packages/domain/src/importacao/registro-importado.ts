import { detectarTipoImagem } from '../arquivo/imagem';
import { campoDe } from '../util/objetos';
import type { TipoDadoImportacao } from './estado';

/*
 * Two rules of the old system's signed and archived records (issue 39): where a signed record's
 * image is fetched from, which bytes count as one, and when an imported record is archived.
 */

/**
 * The signature image's route in the old system (this product): the record kind's REST base, then
 * `/c/{codigo}/assinatura`. The lists answer it as a signed URL (`assinatura`: `?conta=&exp=&sig=`)
 * on the old system's own host name, which may not be the address the clinic typed (its APP_URL):
 * only its path and query are kept, to be asked of the typed address — whose guard already
 * vouched for it — and anything else (another path, a scheme other than http(s)) is not fetched.
 * The signature covers the path, the clinic and the expiry, not the host, so the URL still opens.
 */
export function caminhoImagemAssinatura(valor: unknown, base: string): string | null {
  if (typeof valor !== 'string' || valor.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(valor, 'http://origem.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const prefixo = `${base}/c/`;
  if (!url.pathname.startsWith(prefixo) || !url.pathname.endsWith('/assinatura')) return null;
  const codigo = url.pathname.slice(prefixo.length, -'/assinatura'.length);
  if (!/^[A-Za-z0-9_%-]{1,100}$/.test(codigo)) return null;
  return `${url.pathname}${url.search}`;
}

/** The image types a signature image imported from the old system may be (a drawn signature's). */
export type TipoImagemAssinatura = 'image/png' | 'image/jpeg' | 'image/webp';

/** A signature image's real type by its first bytes (PNG, JPEG, WebP), or null: not one. */
export function tipoImagemAssinatura(inicio: Uint8Array): TipoImagemAssinatura | null {
  const t = detectarTipoImagem(inicio);
  return t === 'image/png' || t === 'image/jpeg' || t === 'image/webp' ? t : null;
}

/**
 * What `importado_de` says of a signature image brought from the old system: that it came from
 * there, and the SHA-256 of exactly the bytes received — a fact about what the import got, not
 * evidence of the signing (the record's own `hash_assinatura` stays empty).
 */
export type ImagemAssinaturaImportada = {
  origem: 'sistema_anterior';
  sha256: string;
  tipo_mime: TipoImagemAssinatura;
  tamanho: number;
};

/** The kinds the old system archives (issue 19's retention): their lists answer `?arquivados=true`. */
export const TIPOS_COM_ARQUIVADOS = [
  'pacientes',
  'documentos',
  'anamneses',
  'fotos',
  'arquivos',
] as const satisfies readonly TipoDadoImportacao[];

export const temArquivados = (t: TipoDadoImportacao) =>
  (TIPOS_COM_ARQUIVADOS as readonly string[]).includes(t);

/**
 * When an imported record is archived here: as the source says for an archived record; one read
 * from an archived list without the date is archived at the import's time (never left active:
 * the old system had hidden it); one from an active list is active.
 */
export function arquivadoEm(lido: Date | null, daListaDeArquivados: boolean, agora: Date): Date | null {
  if (!daListaDeArquivados) return null;
  return lido ?? agora;
}

/** An item's `arquivado_em` as the REST answers write it (ISO 8601), or null. */
export function arquivadoDoItem(item: unknown): Date | null {
  const v = campoDe(item, 'arquivado_em');
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(v) || v.length > 40) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Whether a list asked with `?arquivados=true` answered active records instead: this product's
 * archived lists always say when (`arquivado_em`), so an item saying null came from a version
 * that ignored the parameter (its archived reading is then skipped, as for a 400). An item
 * without the field at all is taken as archived (the date is then the import's).
 */
export const listaIgnorouArquivados = (itens: unknown[]) =>
  itens.some(
    (i) => i !== null && typeof i === 'object' && 'arquivado_em' in i && campoDe(i, 'arquivado_em') === null,
  );
