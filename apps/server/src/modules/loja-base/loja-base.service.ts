import { type ContextoLoja, MSG } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { buscarLojaDoUsuario, buscarLojaPorId, type LojaRow } from './loja-base.repository';

/**
 * Which stores a caller may touch (issue 16). The access declaration already let only the
 * store roles in; here the row itself is checked: the operator ('admin') sees every store of
 * their clinic account, a store owner ('admin_store') only the one linked to them. Another
 * store's id answers 404, exactly like a missing one (DECISIONS.md 5).
 */
export const ehOperadorLoja = (ator: Ator) => ator.papelLoja === 'admin';

/** The caller's own store (settings, coupons, pixel, wallet): 404 when none is linked to them. */
export async function lojaDoAtor(deps: Deps, ator: Ator): Promise<LojaRow> {
  const loja = await buscarLojaDoUsuario(deps.db, ator.idConta, ator.idUsuario);
  if (!loja) throw naoEncontrado(MSG.loja.semLoja);
  return loja;
}

/** A store by id as this caller may see it: any of the account's for the operator, else only their own. */
export async function lojaVisivel(deps: Deps, ator: Ator, id: number): Promise<LojaRow> {
  const loja = await buscarLojaPorId(deps.db, ator.idConta, id);
  if (!loja || (!ehOperadorLoja(ator) && loja.id_usuario !== ator.idUsuario)) {
    throw naoEncontrado(MSG.loja.naoEncontrada);
  }
  return loja;
}

/** What the store layout shows: the role and the caller's own store, if any. */
export async function contextoLoja(deps: Deps, ator: Ator): Promise<ContextoLoja> {
  const loja = await buscarLojaDoUsuario(deps.db, ator.idConta, ator.idUsuario);
  return {
    papel_loja: ator.papelLoja ?? 'nenhum',
    loja: loja ? { id: loja.id, nome: loja.nome, slug: loja.slug } : null,
  };
}
