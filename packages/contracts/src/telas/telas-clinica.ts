import { REQUISITO_COMISSOES } from '../permissoes';
import type { TelaClinica } from './tipos';

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
    // Issue 35: who is due for a return, whether messaged, whether booked (the front desk calls
    // the others). The agenda's readers see it, as the server's access says.
    caminho: '/retornos',
    titulo: 'Retornos',
    permissao: 'AGENDAMENTOS_LISTAR',
    gate: 'completo',
    menu: { rotulo: 'Retornos', icone: 'retornos' },
    procedimento: 'mensagem.retornos',
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
    // Issue 39: 'Importar dados', reached from 'Minha Conta'; /conta/importar/{id} is one import.
    caminho: '/conta/importar',
    titulo: 'Importar dados',
    permissao: 'ADM',
    gate: 'completo',
    prefixo: true,
    procedimento: 'importacao.list',
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

export type CaminhoTelaClinica = (typeof TELAS_CLINICA)[number]['caminho'];
