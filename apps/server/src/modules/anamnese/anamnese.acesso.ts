import { clinica, listaDoPaciente, registroDaResposta } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_ANAMNESE = {
  /** Reads of the patient's record (issue 19): the list, one anamnesis, its print view. */
  list: clinica('FICHAS_ANAMNESE_LISTAR', 'completo', { registra: listaDoPaciente('anamnese') }),
  get: clinica('FICHAS_ANAMNESE_LISTAR', 'completo', { registra: registroDaResposta('anamnese') }),
  imprimir: clinica('FICHAS_ANAMNESE_LISTAR', 'completo', { registra: registroDaResposta('impressao') }),
  create: clinica('FICHAS_ANAMNESE_CRIAR'),
  /** 'Reenviar link': whoever may edit anamneses (issue 19). */
  reenviarLink: clinica('FICHAS_ANAMNESE_EDITAR'),
  /** The new-anamnesis dialog's model picker: whoever may create one (DECISIONS 21). */
  modelos: clinica('FICHAS_ANAMNESE_CRIAR'),
  remove: clinica('FICHAS_ANAMNESE_DELETAR'),
} as const;
