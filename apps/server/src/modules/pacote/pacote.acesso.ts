import { REQUISITO_COMISSOES } from '@clinica/contracts';
import { clinica, listaDoPaciente } from '../../acesso';

/**
 * Who may call each package operation (issue 36). A package is what a budget sold: its tab and
 * its validity go with the budgets' permissions, and a read of a patient's packages is logged as
 * a read of their budgets. The appointment form's line goes with the agenda; the settings are the
 * ADM's; the sessions report with the commissions' (a professional sees only their own).
 */
export const ACESSO_PACOTE = {
  doPaciente: clinica('ORCAMENTOS_LISTAR', 'completo', { registra: listaDoPaciente('orcamento') }),
  validade: clinica('ORCAMENTOS_CRIAR'),
  situacao: clinica('AGENDAMENTOS_LISTAR', 'agenda'),
  configuracao: clinica('ADM'),
  sessoes: clinica(REQUISITO_COMISSOES),
} as const;
