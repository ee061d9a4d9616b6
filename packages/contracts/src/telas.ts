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
  type ModoGate,
  type PapelLoja,
  type PapelLojaComAcesso,
  papelLojaPermite,
  type RequisitoAcesso,
} from '@clinica/domain';
import { REQUISITO_COMISSOES, type RequisitoPermissao } from './permissoes';

/** The icons screens use, by name (the web maps each to a component). */
export type NomeIcone =
  | 'inicio'
  | 'pacientes'
  | 'agenda'
  | 'perfis'
  | 'usuarios'
  | 'produtos'
  | 'estoque'
  | 'orcamentos'
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
  | 'acessos';

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
type Procedimento = string | null;

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

/** The clinic area's screens, in the side menu's order (the spec's, accents restored: DECISIONS.md 15). */
export const TELAS_CLINICA = [
  {
    caminho: '/home',
    titulo: 'Dashboard',
    permissao: 'open',
    gate: 'completo',
    modalAoVoltar: true,
    menu: { rotulo: 'Dashboard', icone: 'inicio' },
    procedimento: 'dashboard.resumo',
  },
  {
    caminho: '/pacientes',
    titulo: 'Pacientes',
    permissao: 'PACIENTES_LISTAR',
    gate: 'completo',
    prefixo: true,
    menu: { rotulo: 'Pacientes', icone: 'pacientes' },
    procedimento: 'paciente.list',
  },
  {
    caminho: '/agenda',
    titulo: 'Agenda',
    permissao: 'AGENDAMENTOS_LISTAR',
    // Past due: a warning and the page works; cancelled: the subscription modal (spec 01 §4).
    gate: 'agenda',
    menu: { rotulo: 'Agenda', icone: 'agenda' },
    procedimento: 'agenda.list',
  },
  {
    caminho: '/perfis',
    titulo: 'Perfis',
    permissao: 'ADM',
    gate: 'completo',
    menu: { rotulo: 'Perfis', icone: 'perfis' },
    // Profiles are readable by whoever lists users (the user form's picker); changing them, and
    // so this screen, is the administrator's.
    procedimento: 'perfil.create',
  },
  {
    caminho: '/usuarios',
    titulo: 'Usuários',
    permissao: 'USUARIOS_LISTAR',
    gate: 'completo',
    menu: { rotulo: 'Usuários', icone: 'usuarios' },
    procedimento: 'usuario.list',
  },
  {
    caminho: '/produtos',
    titulo: 'Produtos',
    permissao: 'PRODUTOS_LISTAR',
    gate: 'completo',
    menu: { rotulo: 'Produtos', icone: 'produtos' },
    procedimento: 'produto.list',
  },
  {
    caminho: '/estoque',
    // Spec 03 §2 names the movements page's browser title 'Produtos'; its heading says 'Estoque'.
    titulo: 'Produtos',
    permissao: 'PRODUTOS_MOVIMENTAR_ESTOQUE',
    gate: 'completo',
    menu: { rotulo: 'Estoque', icone: 'estoque' },
    // The movements list is shared with the product's modal (either key); this screen's own
    // reads, its product picker among them, are the stock mover's.
    procedimento: 'movimentacao.produtos',
  },
  {
    caminho: '/orcamentos',
    titulo: 'Orçamentos',
    permissao: 'ORCAMENTOS_LISTAR',
    gate: 'completo',
    menu: { rotulo: 'Orçamentos', icone: 'orcamentos' },
    procedimento: 'orcamento.list',
  },
  {
    caminho: '/transacoes',
    titulo: 'Transações',
    permissao: 'FINANCEIRO_LISTAR_TRANSACOES',
    gate: 'completo',
    menu: { rotulo: 'Transações', icone: 'transacoes' },
    procedimento: 'transacao.list',
  },
  {
    caminho: '/comissoes',
    titulo: 'Comissões',
    // The finance staff, or a professional for their own figures (the server cuts the rows).
    permissao: REQUISITO_COMISSOES,
    gate: 'completo',
    menu: { rotulo: 'Comissões', icone: 'comissoes' },
    procedimento: 'comissao.resumo',
  },
  {
    caminho: '/tratamentos',
    titulo: 'Tratamentos',
    permissao: 'TRATAMENTOS_LISTAR',
    gate: 'completo',
    menu: { rotulo: 'Tratamentos', icone: 'tratamentos', grupo: 'recursos' },
    procedimento: 'tratamento.list',
  },
  {
    caminho: '/bancos',
    titulo: 'Bancos',
    permissao: 'BANCOS_LISTAR',
    gate: 'completo',
    menu: { rotulo: 'Bancos', icone: 'bancos', grupo: 'recursos' },
    procedimento: 'banco.list',
  },
  {
    caminho: '/categorias',
    titulo: 'Categorias',
    permissao: 'CATEGORIAS_LISTAR',
    gate: 'completo',
    menu: { rotulo: 'Categorias', icone: 'categorias', grupo: 'recursos' },
    procedimento: 'categoria.list',
  },
  {
    caminho: '/pagamentos',
    titulo: 'Tipos de Pagamento',
    permissao: 'TIPOS_PAGAMENTOS_LISTAR',
    gate: 'completo',
    menu: { rotulo: 'Tipos de Pagamento', icone: 'pagamentos', grupo: 'recursos' },
    procedimento: 'tipoPagamento.list',
  },
  {
    caminho: '/termos',
    titulo: 'Termos',
    permissao: 'TERMOS_LISTAR',
    gate: 'completo',
    menu: { rotulo: 'Termos', icone: 'termos', grupo: 'recursos' },
    procedimento: 'termo.list',
  },
  {
    caminho: '/questoes-anamnese',
    titulo: 'Questões de Anamnese',
    permissao: 'QUESTOES_ANAMNESE_LISTAR',
    // The questions and models pages only check that a subscription exists (spec 02).
    gate: 'existencia',
    menu: { rotulo: 'Questões Anamnese', icone: 'questoes', grupo: 'recursos' },
    procedimento: 'questaoAnamnese.list',
  },
  {
    caminho: '/modelos-anamnese',
    titulo: 'Modelos de Anamnese',
    permissao: 'FICHAS_ANAMNESE_LISTAR',
    gate: 'existencia',
    menu: { rotulo: 'Modelos Anamnese', icone: 'modelos', grupo: 'recursos' },
    procedimento: 'modeloAnamnese.list',
  },
  {
    caminho: '/fotos',
    titulo: 'Fotos',
    permissao: 'FOTOS_LISTAR',
    // The photos page only checks that a subscription exists (spec 02 §4). Not in the spec's menu.
    gate: 'existencia',
    procedimento: 'foto.list',
  },
  {
    caminho: '/unidades',
    titulo: 'Unidades',
    permissao: 'ADM',
    gate: 'completo',
    // Reached from 'Minha Conta' and the user form, not from the spec's menu.
    procedimento: 'unidade.list',
  },
  {
    caminho: '/planos',
    titulo: 'Planos e Assinaturas',
    // Everyone may be sent here by the gate; buying is the ADM's, so the menu shows it to ADM only.
    permissao: 'open',
    gate: 'nenhum',
    menu: { rotulo: 'Planos', icone: 'planos', permissao: 'ADM' },
    procedimento: 'cobranca.planos',
  },
  {
    caminho: '/conta',
    titulo: 'Minha Conta',
    permissao: 'ADM',
    gate: 'completo',
    menu: { rotulo: 'Minha Conta', icone: 'conta' },
    procedimento: 'conta.update',
  },
  {
    caminho: '/tutoriais',
    titulo: 'Tutoriais',
    permissao: 'open',
    // Help is readable even while the subscription is being sorted out.
    gate: 'nenhum',
    prefixo: true,
    menu: { rotulo: 'Tutoriais', icone: 'tutoriais' },
    procedimento: null,
  },
  {
    caminho: '/help',
    titulo: 'Ajuda',
    permissao: 'open',
    gate: 'nenhum',
    // Issue 40: the help page is in the side menu, not only behind a tutorial's link.
    menu: { rotulo: 'Ajuda', icone: 'ajuda' },
    procedimento: null,
  },
] as const satisfies readonly TelaClinica[];

/**
 * The store back office's pages (issue 16), in menu order: the clinic menu's 'Loja' group and the
 * store layout's own menu both list them, each shown only to the roles in `papeis`.
 */
export const TELAS_LOJA = [
  {
    caminho: '/coupons',
    titulo: 'Cupons de Desconto',
    papeis: PAPEIS_LOJA_TODOS,
    menu: { rotulo: 'Cupons', icone: 'cupons', grupo: 'loja' },
    procedimento: 'loja.cupom.list',
  },
  {
    caminho: '/artists',
    titulo: 'Artistas',
    papeis: PAPEIS_LOJA_TODOS,
    menu: { rotulo: 'Artistas', icone: 'artistas', grupo: 'loja' },
    procedimento: 'loja.artista.list',
  },
  {
    caminho: '/store',
    titulo: 'Configurações da loja',
    papeis: PAPEIS_LOJA_TODOS,
    menu: { rotulo: 'Configurações da loja', icone: 'configuracao', grupo: 'loja' },
    procedimento: 'loja.configuracao.get',
  },
  {
    caminho: '/marketing',
    titulo: 'Marketing',
    papeis: PAPEIS_LOJA_TODOS,
    menu: { rotulo: 'Marketing', icone: 'marketing', grupo: 'loja' },
    procedimento: 'loja.configuracao.get',
  },
  {
    caminho: '/wallet',
    titulo: 'Carteira',
    papeis: PAPEIS_LOJA_TODOS,
    menu: { rotulo: 'Carteira', icone: 'carteira', grupo: 'loja' },
    procedimento: 'loja.carteira.resumo',
  },
  {
    caminho: '/adm/withdraws',
    titulo: 'Solicitações de saque',
    papeis: PAPEIS_LOJA_OPERADOR,
    menu: { rotulo: 'Saques', icone: 'saques', grupo: 'loja' },
    procedimento: 'loja.carteira.listarSaquesAdmin',
  },
  {
    caminho: '/adm/orders',
    titulo: 'Pedidos',
    papeis: PAPEIS_LOJA_OPERADOR,
    menu: { rotulo: 'Pedidos', icone: 'pedidos', grupo: 'loja' },
    procedimento: 'loja.relatorio.orders',
  },
  {
    caminho: '/adm/users',
    titulo: 'Assessores',
    papeis: PAPEIS_LOJA_OPERADOR,
    menu: { rotulo: 'Assessores', icone: 'assessores', grupo: 'loja' },
    procedimento: 'loja.relatorio.users',
  },
  {
    caminho: '/adm/payments',
    titulo: 'Pagamentos de assinatura',
    papeis: PAPEIS_LOJA_OPERADOR,
    menu: { rotulo: 'Pagamentos', icone: 'pagamentosLoja', grupo: 'loja' },
    procedimento: 'loja.relatorio.payments',
  },
  {
    caminho: '/adm/logs',
    titulo: 'Logs de acesso',
    papeis: PAPEIS_LOJA_OPERADOR,
    menu: { rotulo: 'Logs', icone: 'logs', grupo: 'loja' },
    procedimento: 'loja.log.list',
  },
] as const satisfies readonly TelaLoja[];

export type CaminhoTelaClinica = (typeof TELAS_CLINICA)[number]['caminho'];
export type CaminhoTelaLoja = (typeof TELAS_LOJA)[number]['caminho'];

/** The patient record's tabs, each behind its permission (spec 02 §2), in the record's order. */
export const ABAS_PACIENTE = [
  {
    aba: 'sobre',
    rotulo: 'Agendamentos',
    permissao: 'AGENDAMENTOS_LISTAR',
    icone: 'agenda',
    procedimento: 'agenda.doPaciente',
  },
  {
    aba: 'documentos',
    rotulo: 'Documentos e Termos',
    permissao: 'TERMOS_LISTAR',
    icone: 'documentos',
    procedimento: 'documento.list',
  },
  { aba: 'fotos', rotulo: 'Fotos', permissao: 'FOTOS_LISTAR', icone: 'fotos', procedimento: 'foto.list' },
  {
    aba: 'arquivos',
    rotulo: 'Arquivos',
    permissao: 'ARQUIVOS_LISTAR',
    icone: 'arquivos',
    procedimento: 'arquivo.list',
  },
  {
    aba: 'anamnese',
    rotulo: 'Anamnese',
    permissao: 'FICHAS_ANAMNESE_LISTAR',
    icone: 'anamnese',
    procedimento: 'anamnese.list',
  },
  {
    aba: 'orcamentos',
    rotulo: 'Orçamentos',
    permissao: 'ORCAMENTOS_LISTAR',
    icone: 'orcamentos',
    procedimento: 'orcamento.doPaciente',
  },
  // Who saw this record (issue 19): administrators, or whoever holds PACIENTES_AUDITORIA.
  {
    aba: 'acessos',
    rotulo: 'Acessos',
    permissao: 'PACIENTES_AUDITORIA',
    icone: 'acessos',
    procedimento: 'paciente.acessos',
  },
] as const satisfies readonly {
  aba: string;
  rotulo: string;
  permissao: RequisitoPermissao;
  icone: NomeIcone;
  procedimento: string;
}[];

export type AbaPaciente = (typeof ABAS_PACIENTE)[number]['aba'];

/** The record is in the URL, so it can be linked, reloaded and opened in a new tab. */
export const caminhoFicha = (id: number, aba?: AbaPaciente | null) =>
  `/pacientes/${id}${aba ? `/${aba}` : ''}`;

/** Every screen, clinic and store, for lookups by path. */
export const TODAS_AS_TELAS: readonly (TelaClinica | TelaLoja)[] = [...TELAS_CLINICA, ...TELAS_LOJA];

/** The clinic screen of a path: the exact one, or the screen that owns the paths below it. */
export const telaClinicaDoCaminho = (local: string): TelaClinica | undefined =>
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
