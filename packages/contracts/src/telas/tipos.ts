/** The catalogue's shapes: icons by name, menu groups, a clinic screen, a store page, store roles. */
import type { ModoGate, PapelLojaComAcesso } from '@clinica/domain';
import type { RequisitoPermissao } from '../permissoes';

/** The icons screens use, by name (the web maps each to a component). */
export type NomeIcone =
  | 'inicio'
  | 'pacientes'
  | 'agenda'
  | 'retornos'
  | 'perfis'
  | 'usuarios'
  | 'produtos'
  | 'estoque'
  | 'orcamentos'
  | 'pacotes'
  | 'transacoes'
  | 'comissoes'
  | 'recursos'
  | 'tratamentos'
  | 'bancos'
  | 'categorias'
  | 'pagamentos'
  | 'termos'
  | 'questoes'
  | 'modelos'
  | 'loja'
  | 'planos'
  | 'conta'
  | 'tutoriais'
  | 'ajuda'
  | 'cupons'
  | 'artistas'
  | 'configuracao'
  | 'marketing'
  | 'carteira'
  | 'saques'
  | 'pedidos'
  | 'assessores'
  | 'pagamentosLoja'
  | 'logs'
  | 'fotos'
  | 'arquivos'
  | 'documentos'
  | 'anamnese'
  | 'acessos'
  | 'mensagens';

/** The side menu's groups: a group shows when any of its screens does. */
export const GRUPOS_MENU = {
  recursos: { rotulo: 'Recursos', icone: 'recursos' },
  // The store back office (issue 16): shown only to operators and store owners.
  loja: { rotulo: 'Loja', icone: 'loja' },
} as const satisfies Record<string, { rotulo: string; icone: NomeIcone }>;
export type GrupoMenu = keyof typeof GRUPOS_MENU;

/** How a screen appears in the side menu (absent: it is reached some other way). */
export type NoMenu = {
  rotulo: string;
  icone: NomeIcone;
  grupo?: GrupoMenu;
  /** Only when the menu is stricter than the screen (Planos: everyone may be sent there). */
  permissao?: RequisitoPermissao;
};

/**
 * The procedure whose data the screen lists (`appRouter` path), or null for a page with no
 * server data (the help pages). The screen/server test compares their declarations.
 */
export type Procedimento = string | null;

/** A clinic screen: the permission and the subscription gate it opens behind. */
export type TelaClinica = {
  readonly caminho: string;
  readonly titulo: string;
  readonly permissao: RequisitoPermissao;
  /** How the subscription gate applies; 'nenhum' for the plans screen itself and the help. */
  readonly gate: ModoGate | 'nenhum';
  /** Also answers every path below it (`/pacientes/12/fotos`): the page reads the rest itself. */
  readonly prefixo?: boolean;
  /** The dashboard: back on it after the gate's redirect, the subscription modal shows instead. */
  readonly modalAoVoltar?: boolean;
  readonly menu?: NoMenu;
  readonly procedimento: Procedimento;
};

/** A store back-office page (issue 16): the user's papel_loja must be one of `papeis`. */
export type TelaLoja = {
  readonly caminho: string;
  readonly titulo: string;
  readonly papeis: readonly PapelLojaComAcesso[];
  readonly menu: NoMenu;
  readonly procedimento: string;
};

/** Both store roles; the operator only (spec 03: withdrawal approvals, reports and logs are the operator's). */
export const PAPEIS_LOJA_TODOS: readonly PapelLojaComAcesso[] = ['admin', 'admin_store'];
export const PAPEIS_LOJA_OPERADOR: readonly PapelLojaComAcesso[] = ['admin'];
