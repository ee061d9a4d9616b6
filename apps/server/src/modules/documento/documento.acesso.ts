import { clinica, listaDoPaciente, registroDaResposta } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_DOCUMENTO = {
  /** Reads of the patient's record (issue 19): the list and a document's print view. */
  list: clinica('TERMOS_LISTAR', 'completo', { registra: listaDoPaciente('documento') }),
  imprimir: clinica('TERMOS_LISTAR', 'completo', { registra: registroDaResposta('impressao') }),
  cabecalho: clinica('TERMOS_CRIAR'),
  create: clinica('TERMOS_CRIAR'),
  update: clinica('TERMOS_EDITAR'),
  /** 'Reenviar link': whoever may edit the document (issue 19). */
  reenviarLink: clinica('TERMOS_EDITAR'),
  /** The document dialog's template picker and the chosen template: whoever may write one (DECISIONS 21). */
  termos: clinica({ algumaDe: ['TERMOS_CRIAR', 'TERMOS_EDITAR'] }),
} as const;
