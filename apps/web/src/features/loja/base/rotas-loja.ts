import type { PapelLojaComAcesso } from '@clinica/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PAPEIS_OPERADOR, PAPEIS_TODOS } from './menu-loja';

export type RotaLoja = {
  caminho: string;
  titulo: string;
  papeis: readonly PapelLojaComAcesso[];
  pagina: LazyExoticComponent<ComponentType>;
};

/**
 * The store back office's routes (issue 16): each its own chunk, drawn inside LayoutLoja and
 * guarded by the user's papel_loja (the server refuses with 403 anyway).
 */
export const ROTAS_LOJA: RotaLoja[] = [
  {
    caminho: '/coupons',
    titulo: 'Cupons de Desconto',
    papeis: PAPEIS_TODOS,
    pagina: lazy(() => import('../cupom/cupons-page')),
  },
  {
    caminho: '/artists',
    titulo: 'Artistas',
    papeis: PAPEIS_TODOS,
    pagina: lazy(() => import('../artista/artistas-page')),
  },
  {
    caminho: '/store',
    titulo: 'Configurações da loja',
    papeis: PAPEIS_TODOS,
    pagina: lazy(() => import('../configuracao/configuracao-loja-page')),
  },
  {
    caminho: '/marketing',
    titulo: 'Marketing',
    papeis: PAPEIS_TODOS,
    pagina: lazy(() => import('../configuracao/marketing-page')),
  },
  {
    caminho: '/wallet',
    titulo: 'Carteira',
    papeis: PAPEIS_TODOS,
    pagina: lazy(() => import('../carteira/carteira-page')),
  },
  {
    caminho: '/adm/withdraws',
    titulo: 'Solicitações de saque',
    papeis: PAPEIS_OPERADOR,
    pagina: lazy(() => import('../saque/saques-admin-page')),
  },
  {
    caminho: '/adm/orders',
    titulo: 'Pedidos',
    papeis: PAPEIS_OPERADOR,
    pagina: lazy(() => import('../relatorio/pedidos-page')),
  },
  {
    caminho: '/adm/users',
    titulo: 'Assessores',
    papeis: PAPEIS_OPERADOR,
    pagina: lazy(() => import('../relatorio/usuarios-page')),
  },
  {
    caminho: '/adm/payments',
    titulo: 'Pagamentos de assinatura',
    papeis: PAPEIS_OPERADOR,
    pagina: lazy(() => import('../relatorio/pagamentos-page')),
  },
  {
    caminho: '/adm/logs',
    titulo: 'Logs de acesso',
    papeis: PAPEIS_OPERADOR,
    pagina: lazy(() => import('../log/logs-page')),
  },
];
