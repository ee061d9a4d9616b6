import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_ARQUIVO_PACIENTE = {
  list: clinica('ARQUIVOS_LISTAR'),
  // Uploads and downloads travel through REST only.
  create: clinica('ARQUIVOS_CRIAR'),
  download: clinica('ARQUIVOS_LISTAR'),
  remove: clinica('ARQUIVOS_DELETAR'),
} as const;
