import { type CaminhoTelaLoja, TELAS_LOJA } from '@clinica/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The store back office's pages (issue 16), each its own chunk, drawn inside LayoutLoja. Who may
 * open them is the screen catalogue's (contracts/telas.ts); the server refuses with 403 anyway.
 */
const PAGINAS_LOJA: Record<CaminhoTelaLoja, LazyExoticComponent<ComponentType>> = {
  '/coupons': lazy(() => import('../features/loja/cupom/cupons-page')),
  '/artists': lazy(() => import('../features/loja/artista/artistas-page')),
  '/store': lazy(() => import('../features/loja/configuracao/configuracao-loja-page')),
  '/marketing': lazy(() => import('../features/loja/configuracao/marketing-page')),
  '/wallet': lazy(() => import('../features/loja/carteira/carteira-page')),
  '/adm/withdraws': lazy(() => import('../features/loja/saque/saques-admin-page')),
  '/adm/orders': lazy(() => import('../features/loja/relatorio/pedidos-page')),
  '/adm/users': lazy(() => import('../features/loja/relatorio/usuarios-page')),
  '/adm/payments': lazy(() => import('../features/loja/relatorio/pagamentos-page')),
  '/adm/logs': lazy(() => import('../features/loja/log/logs-page')),
};

export const ROTAS_LOJA = TELAS_LOJA.map((t) => ({ ...t, pagina: PAGINAS_LOJA[t.caminho] }));
