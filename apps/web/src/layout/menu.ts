import { REQUISITO_COMISSOES } from '@clinica/contracts';
import {
  type PapelLoja,
  type PapelLojaComAcesso,
  papelLojaPermite,
  type RequisitoAcesso,
} from '@clinica/domain';
import {
  AcademicCapIcon,
  ArchiveBoxIcon,
  BanknotesIcon,
  BuildingLibraryIcon,
  CalendarDaysIcon,
  ChartPieIcon,
  ClipboardDocumentListIcon,
  CreditCardIcon,
  CubeIcon,
  DocumentTextIcon,
  HomeIcon,
  IdentificationIcon,
  QuestionMarkCircleIcon,
  ReceiptPercentIcon,
  RectangleStackIcon,
  ShieldCheckIcon,
  ShoppingBagIcon,
  SparklesIcon,
  SquaresPlusIcon,
  TagIcon,
  UserCircleIcon,
  UsersIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { ITENS_MENU_LOJA } from '../features/loja/base/menu-loja';

export type ItemMenu = {
  rotulo: string;
  caminho: string;
  /**
   * 'open' = everyone; 'ADM' = only ADM users; a permission key (spec 01 §2); or a key-or-type
   * (Comissões: the finance key, or a professional for their own).
   */
  permissao: RequisitoAcesso;
  /** Store back office items (issue 16): only for these papel_loja values. */
  papeisLoja?: readonly PapelLojaComAcesso[];
  icone: ComponentType<SVGProps<SVGSVGElement>>;
};
export type GrupoMenu = { rotulo: string; icone: ItemMenu['icone']; itens: ItemMenu[] };
export type EntradaMenu = ItemMenu | GrupoMenu;

export const ehGrupo = (e: EntradaMenu): e is GrupoMenu => 'itens' in e;

/** The side menu exactly as the spec lists it, with the accents restored (DECISIONS.md 15). */
export const MENU: EntradaMenu[] = [
  { rotulo: 'Dashboard', caminho: '/home', permissao: 'open', icone: HomeIcon },
  { rotulo: 'Pacientes', caminho: '/pacientes', permissao: 'PACIENTES_LISTAR', icone: UsersIcon },
  { rotulo: 'Agenda', caminho: '/agenda', permissao: 'AGENDAMENTOS_LISTAR', icone: CalendarDaysIcon },
  { rotulo: 'Perfis', caminho: '/perfis', permissao: 'ADM', icone: ShieldCheckIcon },
  { rotulo: 'Usuários', caminho: '/usuarios', permissao: 'USUARIOS_LISTAR', icone: IdentificationIcon },
  { rotulo: 'Produtos', caminho: '/produtos', permissao: 'PRODUTOS_LISTAR', icone: CubeIcon },
  { rotulo: 'Estoque', caminho: '/estoque', permissao: 'PRODUTOS_MOVIMENTAR_ESTOQUE', icone: ArchiveBoxIcon },
  { rotulo: 'Orçamentos', caminho: '/orcamentos', permissao: 'ORCAMENTOS_LISTAR', icone: ReceiptPercentIcon },
  {
    rotulo: 'Transações',
    caminho: '/transacoes',
    permissao: 'FINANCEIRO_LISTAR_TRANSACOES',
    icone: BanknotesIcon,
  },
  { rotulo: 'Comissões', caminho: '/comissoes', permissao: REQUISITO_COMISSOES, icone: ChartPieIcon },
  {
    rotulo: 'Recursos',
    icone: SquaresPlusIcon,
    itens: [
      {
        rotulo: 'Tratamentos',
        caminho: '/tratamentos',
        permissao: 'TRATAMENTOS_LISTAR',
        icone: SparklesIcon,
      },
      { rotulo: 'Bancos', caminho: '/bancos', permissao: 'BANCOS_LISTAR', icone: BuildingLibraryIcon },
      { rotulo: 'Categorias', caminho: '/categorias', permissao: 'CATEGORIAS_LISTAR', icone: TagIcon },
      {
        rotulo: 'Tipos de Pagamento',
        caminho: '/pagamentos',
        permissao: 'TIPOS_PAGAMENTOS_LISTAR',
        icone: CreditCardIcon,
      },
      { rotulo: 'Termos', caminho: '/termos', permissao: 'TERMOS_LISTAR', icone: DocumentTextIcon },
      {
        rotulo: 'Questões Anamnese',
        caminho: '/questoes-anamnese',
        permissao: 'QUESTOES_ANAMNESE_LISTAR',
        icone: QuestionMarkCircleIcon,
      },
      {
        rotulo: 'Modelos Anamnese',
        caminho: '/modelos-anamnese',
        permissao: 'FICHAS_ANAMNESE_LISTAR',
        icone: ClipboardDocumentListIcon,
      },
    ],
  },
  {
    // The store back office (issue 16): shown only to operators and store owners.
    rotulo: 'Loja',
    icone: ShoppingBagIcon,
    itens: ITENS_MENU_LOJA.map((i) => ({
      rotulo: i.rotulo,
      caminho: i.caminho,
      permissao: 'open' as const,
      papeisLoja: i.papeis,
      icone: i.icone,
    })),
  },
  { rotulo: 'Planos', caminho: '/planos', permissao: 'ADM', icone: RectangleStackIcon },
  { rotulo: 'Minha Conta', caminho: '/conta', permissao: 'ADM', icone: UserCircleIcon },
  { rotulo: 'Tutoriais', caminho: '/tutoriais', permissao: 'open', icone: AcademicCapIcon },
];

/** The menu a user sees: items they may open; a group shows when any child is visible. */
export function menuVisivel(
  pode: (permissao: RequisitoAcesso) => boolean,
  papelLoja: PapelLoja = 'nenhum',
): EntradaMenu[] {
  const visivel = (i: ItemMenu) =>
    pode(i.permissao) && (!i.papeisLoja || papelLojaPermite(papelLoja, i.papeisLoja));
  return MENU.flatMap((e): EntradaMenu[] => {
    if (!ehGrupo(e)) return visivel(e) ? [e] : [];
    const itens = e.itens.filter(visivel);
    return itens.length > 0 ? [{ ...e, itens }] : [];
  });
}

export const TODOS_OS_ITENS: ItemMenu[] = MENU.flatMap((e) => (ehGrupo(e) ? e.itens : [e]));
