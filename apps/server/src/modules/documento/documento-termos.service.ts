import { MSG, type OpcaoTermo, type TermoModelo } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { buscarTermo, buscarTermoDoTipo, opcoesTermos } from '../termo/termo.repository';

const LIMITE_OPCOES = 20;

/**
 * The document dialog's template picker (DECISIONS 21): id and title for a typed term, guarded
 * by the dialog's own permission, so writing a document needs no TERMOS_LISTAR of the templates
 * page. The body of the chosen one is read apart (`obterTermoParaDocumento`): bodies may be large.
 */
export function opcoesTermoDocumento(deps: Deps, ator: Ator, q: string): Promise<OpcaoTermo[]> {
  return opcoesTermos(deps.db, ator.idConta, q, LIMITE_OPCOES);
}

/** The chosen template's title and body, to start the document from; another clinic's is 404. */
export async function obterTermoParaDocumento(deps: Deps, ator: Ator, id: number): Promise<TermoModelo> {
  const t = await buscarTermo(deps.db, ator.idConta, id);
  if (!t) throw naoEncontrado(MSG.termos.naoEncontrado);
  return { id: t.id, titulo: t.titulo, corpo: t.corpo, tipo: t.tipo };
}

/**
 * The photos tab's 'Criar termo de uso de imagem' (issue 19): the clinic's image-use consent
 * template to start the document from; null when the clinic has none yet.
 */
export async function termoDeUsoImagem(deps: Deps, ator: Ator): Promise<OpcaoTermo | null> {
  return (await buscarTermoDoTipo(deps.db, ator.idConta, 'uso_imagem')) ?? null;
}
