import { REQUISITO_COMISSOES } from '@clinica/contracts';
import { clinica } from '../../acesso';

/**
 * Who may call each commissions operation: the finance staff (FINANCEIRO_LISTAR_TRANSACOES, and
 * the ADM) for the whole clinic, a PROFISSIONAL or MEDICO for their own rows, with no profile key
 * needed. The declaration lets both in; the service cuts what a professional sees (one rule,
 * `profissionalVisivel`), so a USUARIO without the key still gets 403 here, in the access walk too.
 */
export const ACESSO_COMISSAO = {
  resumo: clinica(REQUISITO_COMISSOES),
  detalhe: clinica(REQUISITO_COMISSOES),
  exportar: clinica(REQUISITO_COMISSOES),
} as const;
