import { PAPEIS_LOJA_OPERADOR, PAPEIS_LOJA_TODOS, type TelaLoja } from './tipos';

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

export type CaminhoTelaLoja = (typeof TELAS_LOJA)[number]['caminho'];
