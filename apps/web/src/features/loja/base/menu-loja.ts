import type { PapelLojaComAcesso } from '@clinica/domain';
import {
  BanknotesIcon,
  ClipboardDocumentListIcon,
  Cog6ToothIcon,
  CreditCardIcon,
  MegaphoneIcon,
  MicrophoneIcon,
  ShoppingBagIcon,
  TicketIcon,
  UserGroupIcon,
  WalletIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';

/** Both store roles; the operator only (spec 03: withdrawal approvals, reports and logs are admin-only). */
export const PAPEIS_TODOS: readonly PapelLojaComAcesso[] = ['admin', 'admin_store'];
export const PAPEIS_OPERADOR: readonly PapelLojaComAcesso[] = ['admin'];

export type ItemMenuLoja = {
  rotulo: string;
  caminho: string;
  papeis: readonly PapelLojaComAcesso[];
  icone: ComponentType<SVGProps<SVGSVGElement>>;
};

/**
 * The store back office's pages (issue 16), in menu order: the clinic menu's 'Loja' group and
 * the store layout's own menu both list them, each shown only to the roles in `papeis`.
 */
export const ITENS_MENU_LOJA: ItemMenuLoja[] = [
  { rotulo: 'Cupons', caminho: '/coupons', papeis: PAPEIS_TODOS, icone: TicketIcon },
  { rotulo: 'Artistas', caminho: '/artists', papeis: PAPEIS_TODOS, icone: MicrophoneIcon },
  { rotulo: 'Configurações da loja', caminho: '/store', papeis: PAPEIS_TODOS, icone: Cog6ToothIcon },
  { rotulo: 'Marketing', caminho: '/marketing', papeis: PAPEIS_TODOS, icone: MegaphoneIcon },
  { rotulo: 'Carteira', caminho: '/wallet', papeis: PAPEIS_TODOS, icone: WalletIcon },
  { rotulo: 'Saques', caminho: '/adm/withdraws', papeis: PAPEIS_OPERADOR, icone: BanknotesIcon },
  { rotulo: 'Pedidos', caminho: '/adm/orders', papeis: PAPEIS_OPERADOR, icone: ShoppingBagIcon },
  { rotulo: 'Assessores', caminho: '/adm/users', papeis: PAPEIS_OPERADOR, icone: UserGroupIcon },
  { rotulo: 'Pagamentos', caminho: '/adm/payments', papeis: PAPEIS_OPERADOR, icone: CreditCardIcon },
  { rotulo: 'Logs', caminho: '/adm/logs', papeis: PAPEIS_OPERADOR, icone: ClipboardDocumentListIcon },
];
