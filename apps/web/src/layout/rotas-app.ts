import { REQUISITO_COMISSOES } from '@clinica/contracts';
import type { ModoGate, RequisitoAcesso } from '@clinica/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type RotaApp = {
  caminho: string;
  titulo: string;
  /** Same vocabulary as the menu: 'open', 'ADM' or a permission key. */
  permissao: RequisitoAcesso;
  /** How the subscription gate applies; 'nenhum' for the plans screen itself. */
  gate: ModoGate | 'nenhum';
  /** Also answers every path below it (`/pacientes/12/fotos`): the page reads the rest itself. */
  prefixo?: boolean;
  /** The dashboard: back on it after the gate's redirect, the subscription modal shows instead. */
  modalAoVoltar?: boolean;
  pagina: LazyExoticComponent<ComponentType>;
};

/** The route of a path: the exact one, or the page that owns the paths below it. */
export const rotaDoCaminho = (local: string) =>
  ROTAS_APP.find((r) => r.caminho === local || (r.prefixo && local.startsWith(`${r.caminho}/`)));

/** The authenticated pages built so far, one chunk each. */
export const ROTAS_APP: RotaApp[] = [
  {
    caminho: '/home',
    titulo: 'Dashboard',
    permissao: 'open',
    gate: 'completo',
    modalAoVoltar: true,
    pagina: lazy(() => import('../features/home/home-page')),
  },
  {
    caminho: '/planos',
    titulo: 'Planos e Assinaturas',
    // Everyone may be sent here by the gate; buying is the ADM's (the menu shows it to ADM only).
    permissao: 'open',
    gate: 'nenhum',
    pagina: lazy(() => import('../features/cobranca/planos-page')),
  },
  {
    caminho: '/conta',
    titulo: 'Minha Conta',
    permissao: 'ADM',
    gate: 'completo',
    pagina: lazy(() => import('../features/conta/conta-page')),
  },
  {
    caminho: '/transacoes',
    titulo: 'Transações',
    permissao: 'FINANCEIRO_LISTAR_TRANSACOES',
    gate: 'completo',
    pagina: lazy(() => import('../features/transacao/transacoes-page')),
  },
  {
    caminho: '/produtos',
    titulo: 'Produtos',
    permissao: 'PRODUTOS_LISTAR',
    gate: 'completo',
    pagina: lazy(() => import('../features/estoque/produtos-page')),
  },
  {
    caminho: '/estoque',
    // Spec 03 §2 names the movements page's browser title 'Produtos'; its heading says 'Estoque'.
    titulo: 'Produtos',
    permissao: 'PRODUTOS_MOVIMENTAR_ESTOQUE',
    gate: 'completo',
    pagina: lazy(() => import('../features/estoque/movimentacoes-page')),
  },
  {
    caminho: '/orcamentos',
    titulo: 'Orçamentos',
    permissao: 'ORCAMENTOS_LISTAR',
    gate: 'completo',
    pagina: lazy(() => import('../features/orcamento/orcamentos-page')),
  },
  {
    caminho: '/comissoes',
    titulo: 'Comissões',
    // The finance staff, or a professional for their own figures (the server cuts the rows).
    permissao: REQUISITO_COMISSOES,
    gate: 'completo',
    pagina: lazy(() => import('../features/comissao/comissoes-page')),
  },
  {
    caminho: '/bancos',
    titulo: 'Bancos',
    permissao: 'BANCOS_LISTAR',
    gate: 'completo',
    pagina: lazy(() => import('../features/registro-simples/bancos-page')),
  },
  {
    caminho: '/categorias',
    titulo: 'Categorias',
    permissao: 'CATEGORIAS_LISTAR',
    gate: 'completo',
    pagina: lazy(() => import('../features/registro-simples/categorias-page')),
  },
  {
    caminho: '/tratamentos',
    titulo: 'Tratamentos',
    permissao: 'TRATAMENTOS_LISTAR',
    gate: 'completo',
    pagina: lazy(() => import('../features/tratamento/tratamentos-page')),
  },
  {
    caminho: '/pagamentos',
    titulo: 'Tipos de Pagamento',
    permissao: 'TIPOS_PAGAMENTOS_LISTAR',
    gate: 'completo',
    pagina: lazy(() => import('../features/tipo-pagamento/tipos-pagamento-page')),
  },
  {
    caminho: '/perfis',
    titulo: 'Perfis',
    permissao: 'ADM',
    gate: 'completo',
    pagina: lazy(() => import('../features/perfil/perfis-page')),
  },
  {
    caminho: '/usuarios',
    titulo: 'Usuários',
    permissao: 'USUARIOS_LISTAR',
    gate: 'completo',
    pagina: lazy(() => import('../features/usuario/usuarios-page')),
  },
  {
    caminho: '/unidades',
    titulo: 'Unidades',
    permissao: 'ADM',
    gate: 'completo',
    pagina: lazy(() => import('../features/unidade/unidades-page')),
  },
  {
    caminho: '/termos',
    titulo: 'Termos',
    permissao: 'TERMOS_LISTAR',
    gate: 'completo',
    pagina: lazy(() => import('../features/termo/termos-page')),
  },
  {
    caminho: '/agenda',
    titulo: 'Agenda',
    permissao: 'AGENDAMENTOS_LISTAR',
    // Past due: a warning and the page works; cancelled: the subscription modal (spec 01 §4).
    gate: 'agenda',
    pagina: lazy(() => import('../features/agenda/agenda-page')),
  },
  {
    caminho: '/pacientes',
    titulo: 'Pacientes',
    permissao: 'PACIENTES_LISTAR',
    gate: 'completo',
    prefixo: true,
    pagina: lazy(() => import('../features/paciente/pacientes-page')),
  },
  {
    caminho: '/fotos',
    titulo: 'Fotos',
    permissao: 'FOTOS_LISTAR',
    // The photos page only checks that a subscription exists (spec 02 §4).
    gate: 'existencia',
    pagina: lazy(() => import('../features/foto/fotos-page')),
  },
  {
    caminho: '/questoes-anamnese',
    titulo: 'Questões de Anamnese',
    permissao: 'QUESTOES_ANAMNESE_LISTAR',
    // The questions and models pages only check that a subscription exists (spec 02).
    gate: 'existencia',
    pagina: lazy(() => import('../features/questao-anamnese/questoes-page')),
  },
  {
    caminho: '/modelos-anamnese',
    titulo: 'Modelos de Anamnese',
    permissao: 'FICHAS_ANAMNESE_LISTAR',
    gate: 'existencia',
    pagina: lazy(() => import('../features/modelo-anamnese/modelos-page')),
  },
  {
    caminho: '/tutoriais',
    titulo: 'Tutoriais',
    permissao: 'open',
    // Help is readable even while the subscription is being sorted out.
    gate: 'nenhum',
    prefixo: true,
    pagina: lazy(() => import('../features/ajuda/tutoriais-page')),
  },
  {
    caminho: '/help',
    titulo: 'Ajuda',
    permissao: 'open',
    gate: 'nenhum',
    pagina: lazy(() => import('../features/ajuda/ajuda-page')),
  },
];
