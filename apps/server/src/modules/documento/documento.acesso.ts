import { clinica } from '../../acesso';

/**
 * Who may call each of the document's own operations, declared once: the tRPC router and the
 * REST routes both read it. The list, the print view and the link are declared with every
 * signable record's (assinatura-digital/registro-assinavel.acesso.ts, from DOCUMENTO's permissions).
 */
export const ACESSO_DOCUMENTO = {
  cabecalho: clinica('TERMOS_CRIAR'),
  create: clinica('TERMOS_CRIAR'),
  update: clinica('TERMOS_EDITAR'),
  /** The document dialog's template picker and the chosen template: whoever may write one (DECISIONS 21). */
  termos: clinica({ algumaDe: ['TERMOS_CRIAR', 'TERMOS_EDITAR'] }),
} as const;
