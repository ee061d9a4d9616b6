import { clinica, listaDoPaciente, registroDaResposta } from '../../acesso';

/**
 * Who may call each budget operation (spec 02 §6). The form's pickers are guarded by the
 * budget's own create permission (DECISIONS.md 21), so whoever makes budgets needs no
 * PACIENTES_LISTAR, USUARIOS_LISTAR or TRATAMENTOS_LISTAR. Cancelling keeps the budget in the
 * history, so it belongs with whoever makes budgets; deleting erases it and has its own key.
 */
export const ACESSO_ORCAMENTO = {
  /** The clinic's budgets, across patients: not a read of one record. */
  list: clinica('ORCAMENTOS_LISTAR'),
  /** Reads of the patient's record (issue 19): the patient's budgets, one budget, its PDF. */
  doPaciente: clinica('ORCAMENTOS_LISTAR', 'completo', { registra: listaDoPaciente('orcamento') }),
  get: clinica('ORCAMENTOS_LISTAR', 'completo', { registra: registroDaResposta('orcamento') }),
  imprimir: clinica('ORCAMENTOS_LISTAR', 'completo', { registra: registroDaResposta('impressao') }),
  create: clinica('ORCAMENTOS_CRIAR'),
  opcoes: clinica('ORCAMENTOS_CRIAR'),
  cancelar: clinica('ORCAMENTOS_CRIAR'),
  remove: clinica('ORCAMENTOS_EXCLUIR'),
} as const;
