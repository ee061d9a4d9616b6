import { clinica, listaDoPaciente, pacientesDaLista } from '../../acesso';

/** Who may call each operation, declared once: the tRPC router and the REST routes both read it. */
export const ACESSO_ARQUIVO_PACIENTE = {
  /** Reads of the patient's record (issue 19): the list, and a file downloaded with a session. */
  list: clinica('ARQUIVOS_LISTAR', 'completo', { registra: listaDoPaciente('arquivo') }),
  /** The REST API's clinic-wide list (issue 39): each patient on the page is a read. */
  listaDaClinica: clinica('ARQUIVOS_LISTAR', 'completo', { registra: pacientesDaLista('arquivo') }),
  // Uploads and downloads travel through REST only.
  create: clinica('ARQUIVOS_CRIAR'),
  download: clinica('ARQUIVOS_LISTAR', 'completo', {
    registra: {
      recurso: 'arquivo',
      // The path names the file; its service's answer names the patient.
      paciente: (_params: unknown, arquivo: { idPaciente: number }) => arquivo.idPaciente,
      id: (params: { id: number }) => params.id,
    },
  }),
  remove: clinica('ARQUIVOS_DELETAR'),
} as const;
