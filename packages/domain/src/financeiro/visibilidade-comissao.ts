import type { TipoUsuario } from '../acesso/permissoes';

/**
 * Who sees only their own commissions: the user types that earn them. A commission says what a
 * colleague earns, so a professional never sees another's, even holding the finance key; the ADM
 * and the finance staff (a USUARIO with FINANCEIRO_LISTAR_TRANSACOES) see the whole clinic's.
 */
export const TIPOS_COM_COMISSAO_PROPRIA: readonly TipoUsuario[] = ['PROFISSIONAL', 'MEDICO'];

export const veApenasAsPropriasComissoes = (tipo: TipoUsuario): boolean =>
  TIPOS_COM_COMISSAO_PROPRIA.includes(tipo);
