import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_TIPO_PAGAMENTO = {
  list: clinica('TIPOS_PAGAMENTOS_LISTAR'),
  create: clinica('TIPOS_PAGAMENTOS_CRIAR'),
  update: clinica('TIPOS_PAGAMENTOS_EDITAR'),
  remove: clinica('TIPOS_PAGAMENTOS_DELETAR'),
} as const;
