import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
// The models page only checks that a subscription exists (spec 02, subscription gate);
// models sit under the anamnesis forms' permissions (the spec's menu: FICHAS_ANAMNESE_LISTAR).
export const ACESSO_MODELO_ANAMNESE = {
  list: clinica('FICHAS_ANAMNESE_LISTAR', 'existencia'),
  get: clinica('FICHAS_ANAMNESE_LISTAR', 'existencia'),
  create: clinica('FICHAS_ANAMNESE_CRIAR', 'existencia'),
  update: clinica('FICHAS_ANAMNESE_EDITAR', 'existencia'),
  remove: clinica('FICHAS_ANAMNESE_DELETAR', 'existencia'),
  /** The model dialog's question picker: whoever may create or edit a model (DECISIONS 21). */
  questoes: clinica({ algumaDe: ['FICHAS_ANAMNESE_CRIAR', 'FICHAS_ANAMNESE_EDITAR'] }, 'existencia'),
} as const;
