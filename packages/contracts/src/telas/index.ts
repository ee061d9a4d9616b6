/**
 * The screen catalogue (issue 37, change 1): every screen of the clinic area, the patient record's
 * tabs and the store back office's pages, each written once with who may open it. The web's route
 * table, side menu, patient tabs, store menu and 'Acesso rápido' read it; the server's store
 * roles come from here too; `apps/server/src/telas.int.test.ts` checks each screen against the
 * procedure that lists it, so a screen and its data can't drift apart.
 *
 * No zod and no components here: the web's shell imports this on the first visit (issue 22), so
 * icons are names the web maps to its icon set (`apps/web/src/lib/icones-telas.ts`).
 */
import {
  type PapelLoja,
  type PapelLojaComAcesso,
  papelLojaPermite,
  type RequisitoAcesso,
} from '@clinica/domain';
import { type CaminhoTelaClinica, TELAS_CLINICA } from './telas-clinica';
import { TELAS_LOJA } from './telas-loja';
import type { NoMenu, TelaClinica, TelaLoja } from './tipos';

export * from './abas-paciente';
export * from './telas-clinica';
export * from './telas-loja';
export * from './tipos';

/** Every screen, clinic and store, for lookups by path. */
export const TODAS_AS_TELAS: readonly (TelaClinica | TelaLoja)[] = [...TELAS_CLINICA, ...TELAS_LOJA];

/** The clinic screen of a path: the exact one, or the screen that owns the paths below it. */
export const telaClinicaDoCaminho = (
  local: string,
): (TelaClinica & { caminho: CaminhoTelaClinica }) | undefined =>
  TELAS_CLINICA.find(
    (t: TelaClinica) => t.caminho === local || (t.prefixo && local.startsWith(`${t.caminho}/`)),
  );

/** The store page of a path (exact paths only). */
export const telaLojaDoCaminho = (local: string): TelaLoja | undefined =>
  TELAS_LOJA.find((t) => t.caminho === local);

/** Every screen that appears in the side menu, clinic then store, with what it takes to see it. */
export type ItemDoMenu = NoMenu & {
  caminho: string;
  permissao: RequisitoAcesso;
  papeisLoja?: readonly PapelLojaComAcesso[];
};

const clinicaNoMenu = (t: TelaClinica): ItemDoMenu[] =>
  t.menu ? [{ ...t.menu, caminho: t.caminho, permissao: t.menu.permissao ?? t.permissao }] : [];

/**
 * The side menu's items in order: clinic screens up to the Recursos group, the store's group after
 * it, then the rest (Planos, Minha Conta, the help), as the spec lists them.
 */
export const ITENS_DO_MENU: readonly ItemDoMenu[] = (() => {
  const telas: readonly TelaClinica[] = TELAS_CLINICA;
  const clinica = telas.flatMap(clinicaNoMenu);
  const ultimoRecurso = clinica.findLastIndex((i) => i.grupo === 'recursos');
  const loja = TELAS_LOJA.map(
    (t): ItemDoMenu => ({ ...t.menu, caminho: t.caminho, permissao: 'open', papeisLoja: t.papeis }),
  );
  return [...clinica.slice(0, ultimoRecurso + 1), ...loja, ...clinica.slice(ultimoRecurso + 1)];
})();

/** Whether a user sees a menu item: its permission and, for a store page, their papel_loja. */
export const itemVisivel = (
  item: ItemDoMenu,
  pode: (p: RequisitoAcesso) => boolean,
  papelLoja: PapelLoja = 'nenhum',
) => pode(item.permissao) && (!item.papeisLoja || papelLojaPermite(papelLoja, item.papeisLoja));
