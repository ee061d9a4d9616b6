import type { TipoUsuario } from '../acesso/permissoes';

/**
 * Who can be booked: users of type PROFISSIONAL and MEDICO, and the ADM — in a small clinic or
 * a solo practice the owner is the one who treats patients. USUARIO (front desk) is not.
 */
export const TIPOS_QUE_ATENDEM: readonly TipoUsuario[] = ['PROFISSIONAL', 'MEDICO', 'ADM'];

/** A PROFISSIONAL sees and manages only their own appointments (spec 02 §6), on every API. */
export const veApenasOsProprios = (tipo: TipoUsuario): boolean => tipo === 'PROFISSIONAL';
