import { clinica } from '../../acesso';

/**
 * Who may call each finance operation (spec 03 §6). Creating needs the Add menu's permission
 * (FINANCEIRO_CRIAR_TRANSACAO) and, checked by the service on the payload's type,
 * FINANCEIRO_CRIAR_RECEITA or FINANCEIRO_CRIAR_DESPESA. The pickers follow the form they serve
 * (DECISIONS.md 21).
 */
export const ACESSO_TRANSACAO = {
  list: clinica('FINANCEIRO_LISTAR_TRANSACOES'),
  get: clinica('FINANCEIRO_LISTAR_TRANSACOES'),
  create: clinica('FINANCEIRO_CRIAR_TRANSACAO'),
  opcoes: clinica('FINANCEIRO_CRIAR_TRANSACAO'),
  pagar: clinica('FINANCEIRO_DAR_BAIXA_RECEBER'),
} as const;
