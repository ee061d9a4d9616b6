import { type CaminhoTelaLoja, TELAS_LOJA } from '@clinica/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The store back office's pages (issue 16), each its own chunk, drawn inside LayoutLoja. Who may
 * open them is the screen catalogue's (contracts/telas.ts); the server refuses with 403 anyway.
 */
const PAGINAS_LOJA: Record<CaminhoTelaLoja, LazyExoticComponent<ComponentType>> = {
  '/coupons': lazy(() => import('../cupom/cupons-page')),
  '/artists': lazy(() => import('../artista/artistas-page')),
  '/store': lazy(() => import('../configuracao/configuracao-loja-page')),
  '/marketing': lazy(() => import('../configuracao/marketing-page')),
  '/wallet': lazy(() => import('../carteira/carteira-page')),
  '/adm/withdraws': lazy(() => import('../saque/saques-admin-page')),
  '/adm/orders': lazy(() => import('../relatorio/pedidos-page')),
  '/adm/users': lazy(() => import('../relatorio/usuarios-page')),
  '/adm/payments': lazy(() => import('../relatorio/pagamentos-page')),
  '/adm/logs': lazy(() => import('../log/logs-page')),
};

export const ROTAS_LOJA = TELAS_LOJA.map((t) => ({ ...t, pagina: PAGINAS_LOJA[t.caminho] }));
