import type { ChavePermissao } from '@clinica/contracts';
import { clinica } from '../../acesso';

/**
 * The dashboard is every user's home (spec 01 §2: 'Dashboard (open)'), behind the subscription
 * gate like any clinic screen. What it shows depends on the user: the money only with the
 * finance list permission, the patients table only with the patients list permission, the stock
 * alerts only with the products list permission
 * (DECISIONS.md 10); a part the user may not see comes back null.
 */
export const ACESSO_DASHBOARD = {
  resumo: clinica('open'),
} as const;

/** The permission each part of the answer needs (ADM has them all). */
export const PERMISSAO_PARTE_DASHBOARD = {
  financeiro: 'FINANCEIRO_LISTAR_TRANSACOES',
  pacientes: 'PACIENTES_LISTAR',
  estoque: 'PRODUTOS_LISTAR',
} as const satisfies Record<string, ChavePermissao>;
