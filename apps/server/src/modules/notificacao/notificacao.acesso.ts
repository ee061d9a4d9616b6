import { clinica } from '../../acesso';

/**
 * Notifications are the caller's own (issue 19): any user of a clinic whose subscription exists
 * (like the /fotos page), so the bell keeps working on every screen; each query is scoped to the
 * caller's user id, and someone else's notification is a 404.
 */
export const ACESSO_NOTIFICACAO = {
  list: clinica('open', 'existencia'),
  marcar: clinica('open', 'existencia'),
} as const;
