import { clinica } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_FOTO = {
  list: clinica('FOTOS_LISTAR', 'existencia'),
  // Uploads and downloads travel through REST only.
  create: clinica('FOTOS_CRIAR', 'existencia'),
  download: clinica('FOTOS_LISTAR', 'existencia'),
  update: clinica('FOTOS_CRIAR', 'existencia'),
  remove: clinica('FOTOS_DELETAR', 'existencia'),
} as const;
