import { clinica } from '../../acesso';

/**
 * The agenda works while the subscription is past due (a warning on the page) and shows the
 * subscription modal when it is cancelled: gate mode 'agenda' (spec 01 §4). The pickers are
 * guarded by the agenda's own permission (DECISIONS.md 21), so the front desk books without
 * PACIENTES_LISTAR, USUARIOS_LISTAR or TRATAMENTOS_LISTAR.
 */
export const ACESSO_AGENDA = {
  list: clinica('AGENDAMENTOS_LISTAR', 'agenda'),
  get: clinica('AGENDAMENTOS_LISTAR', 'agenda'),
  opcoes: clinica('AGENDAMENTOS_LISTAR', 'agenda'),
  create: clinica('AGENDAMENTOS_CRIAR', 'agenda'),
  update: clinica('AGENDAMENTOS_EDITAR', 'agenda'),
  /** The reminder hour is a clinic setting. */
  configurar: clinica('ADM', 'agenda'),
} as const;
