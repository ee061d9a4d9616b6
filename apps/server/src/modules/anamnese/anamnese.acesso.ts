import { clinica } from '../../acesso';

/**
 * Who may call each of the anamnesis' own operations, declared once: the tRPC router and the
 * REST routes both read it. The list, one anamnesis, its print view, the link and 'Excluir' are
 * declared with every signable record's (assinatura-digital/registro-assinavel.acesso.ts).
 */
export const ACESSO_ANAMNESE = {
  create: clinica('FICHAS_ANAMNESE_CRIAR'),
  /** The new-anamnesis dialog's model picker: whoever may create one (DECISIONS 21). */
  modelos: clinica('FICHAS_ANAMNESE_CRIAR'),
} as const;

/** 'Excluir' archives an unsigned anamnesis (issue 19). */
export const EXCLUSAO_ANAMNESE = 'FICHAS_ANAMNESE_DELETAR' as const;
