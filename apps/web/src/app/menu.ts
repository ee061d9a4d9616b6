import { GRUPOS_MENU, ITENS_DO_MENU, itemVisivel } from '@clinica/contracts';
import type { PapelLoja, RequisitoAcesso } from '@clinica/domain';
import { ICONES_TELAS } from '../lib/icones-telas';
import type { EntradaMenu, GrupoMenu, ItemMenu } from '../shell/menu-lateral';

/**
 * The menu a user sees: the catalogue's screens they may open (contracts/telas.ts), in its order;
 * a group shows at its first item's place when any of its screens is visible.
 */
export function menuVisivel(
  pode: (permissao: RequisitoAcesso) => boolean,
  papelLoja: PapelLoja = 'nenhum',
): EntradaMenu[] {
  const menu: EntradaMenu[] = [];
  const grupos = new Map<string, GrupoMenu>();
  for (const i of ITENS_DO_MENU) {
    if (!itemVisivel(i, pode, papelLoja)) continue;
    const item: ItemMenu = { rotulo: i.rotulo, caminho: i.caminho, icone: ICONES_TELAS[i.icone] };
    if (!i.grupo) {
      menu.push(item);
      continue;
    }
    let grupo = grupos.get(i.grupo);
    if (!grupo) {
      const g = GRUPOS_MENU[i.grupo];
      grupo = { rotulo: g.rotulo, icone: ICONES_TELAS[g.icone], itens: [] };
      grupos.set(i.grupo, grupo);
      menu.push(grupo);
    }
    grupo.itens.push(item);
  }
  return menu;
}
