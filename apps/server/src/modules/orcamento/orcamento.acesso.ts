import { clinica } from '../../acesso';

/**
 * Who may call each budget operation (spec 02 §6). The form's pickers are guarded by the
 * budget's own create permission (DECISIONS.md 21), so whoever makes budgets needs no
 * PACIENTES_LISTAR, USUARIOS_LISTAR or TRATAMENTOS_LISTAR. Cancelling keeps the budget in the
 * history, so it belongs with whoever makes budgets; deleting erases it and has its own key.
 */
export const ACESSO_ORCAMENTO = {
  list: clinica('ORCAMENTOS_LISTAR'),
  get: clinica('ORCAMENTOS_LISTAR'),
  create: clinica('ORCAMENTOS_CRIAR'),
  opcoes: clinica('ORCAMENTOS_CRIAR'),
  cancelar: clinica('ORCAMENTOS_CRIAR'),
  remove: clinica('ORCAMENTOS_EXCLUIR'),
} as const;
