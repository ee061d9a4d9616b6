import { clinica, pacientesDaLista } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_FOTO = {
  /** The patient's tab is a read of the record (issue 19); the /fotos page, across patients, is not. */
  list: clinica('FOTOS_LISTAR', 'existencia', {
    registra: {
      recurso: 'foto',
      paciente: (entrada: { id_paciente?: number }) => entrada.id_paciente ?? null,
      rest: { paciente: (params: { id: number }) => params.id },
    },
  }),
  /** The REST API's clinic-wide list (issue 39), with the photos' patients: each is a read. */
  listaDaClinica: clinica('FOTOS_LISTAR', 'existencia', { registra: pacientesDaLista('foto') }),
  // Uploads and downloads travel through REST only.
  create: clinica('FOTOS_CRIAR', 'existencia'),
  /** The photo itself, opened with a session (a signed URL names no user). */
  download: clinica('FOTOS_LISTAR', 'existencia', {
    registra: {
      recurso: 'foto',
      // The path names the photo; its service's answer names the patient.
      paciente: (_params: unknown, foto: { idPaciente: number }) => foto.idPaciente,
      id: (params: { id: number }) => params.id,
    },
  }),
  /** Thumbnails are part of the list that showed them: no row of their own. */
  miniatura: clinica('FOTOS_LISTAR', 'existencia'),
  update: clinica('FOTOS_CRIAR', 'existencia'),
  remove: clinica('FOTOS_DELETAR', 'existencia'),
} as const;
