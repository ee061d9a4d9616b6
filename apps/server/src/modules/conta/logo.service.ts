import { MSG } from '@clinica/contracts';
import { detectarTipoImagem, LOGO_MAX_BYTES } from '@clinica/domain';
import type { RegraArquivo } from '../../platform/armazenamento';
import type { Deps, Origem } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';

const DATA_URL = /^data:([\w.+/-]*)(?:;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** Is `imagem_perfil` a new image (a data URL)? Anything else keeps the current logo. */
export const ehImagemNova = (valor: string | null | undefined): valor is string =>
  typeof valor === 'string' && valor.startsWith('data:');

/** The bytes of a logo sent as a data URL; null when the text is not a well-formed one. */
export function decodificarLogo(dataUrl: string): Buffer | null {
  const partes = DATA_URL.exec(dataUrl);
  return partes ? Buffer.from(partes[2] ?? '', 'base64') : null;
}

/**
 * A logo: at most 2 MB, and a PNG, JPEG, GIF or WebP by its first bytes (the declared type and
 * any file name are ignored), sent as a data URL (JSON) or a multipart file.
 */
export const REGRA_LOGO: RegraArquivo = {
  finalidade: 'logo',
  maxBytes: LOGO_MAX_BYTES,
  tipo: detectarTipoImagem,
  erros: { vazio: MSG.conta.erroImagem, grande: MSG.conta.imagemGrande, tipo: MSG.conta.imagemTipo },
};

/** The logo's URL in answers: absolute and signed for the clinic (issue 17), null without a logo. */
export const urlDoLogo = (deps: Deps, idConta: number, idLogo: number | null) =>
  idLogo ? deps.urls.assinar(`/api/conta/logo/${idLogo}`, idConta) : null;

/**
 * GET /conta/logo/{id}: a logo as a stream. With a valid signature, the logo of the clinic it
 * names (cached privately, no lookup limit). Without one it stays public as before (logos appear
 * on the public signing pages and old clients kept bare URLs), counted against the public per-IP
 * limit because ids are sequential.
 */
export async function obterLogo(deps: Deps, origem: Origem, id: number, idContaAssinada: number | null) {
  if (idContaAssinada === null) await deps.limitePublico.consumir(origem.ip);
  const arquivo = await deps.arquivos.abrir(deps.db, id, 'logo', idContaAssinada ?? undefined);
  if (!arquivo) throw naoEncontrado();
  return arquivo;
}
