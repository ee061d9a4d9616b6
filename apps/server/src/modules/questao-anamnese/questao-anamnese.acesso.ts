import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
// The questions page only checks that a subscription exists (spec 02, subscription gate).
export const ACESSO_QUESTAO_ANAMNESE = {
  list: clinica('QUESTOES_ANAMNESE_LISTAR', 'existencia'),
  get: clinica('QUESTOES_ANAMNESE_LISTAR', 'existencia'),
  create: clinica('QUESTOES_ANAMNESE_CRIAR', 'existencia'),
  update: clinica('QUESTOES_ANAMNESE_EDITAR', 'existencia'),
  remove: clinica('QUESTOES_ANAMNESE_DELETAR', 'existencia'),
} as const;
