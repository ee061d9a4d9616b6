import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_DOCUMENTO = {
  list: clinica('TERMOS_LISTAR'),
  cabecalho: clinica('TERMOS_CRIAR'),
  create: clinica('TERMOS_CRIAR'),
  update: clinica('TERMOS_EDITAR'),
} as const;
