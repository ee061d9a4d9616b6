import { z } from 'zod';
import { arquivadoEmSchema } from './arquivamento';
import { MAIOR_INTEIRO } from './leniente';
import { MSG } from './mensagens';

const idPaciente = z.coerce
  .number({ error: MSG.geral.campoObrigatorio })
  .int()
  .positive(MSG.geral.campoObrigatorio)
  .max(MAIOR_INTEIRO);
const nome = z
  .string({ error: MSG.fotos.nomeObrigatorio })
  .trim()
  .min(1, MSG.fotos.nomeObrigatorio)
  .max(150, 'Máximo de 150 caracteres.');
const observacao = z
  .string()
  .trim()
  .max(2000, 'Máximo de 2000 caracteres.')
  .nullish()
  .transform((v) => (v ? v : null));
const nomeArquivo = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v) => (v ? v : null));

/** Base64 of n bytes has 4·⌈n/3⌉ characters; the data-URL header is short. */
const tamanhoDataUrl = (bytes: number) => Math.ceil(bytes / 3) * 4 + 200;

/**
 * POST /fotos (spec 02 §7): the photo as a data URL, or (multipart/form-data) a file field
 * whose place the server marks; the server checks the bytes.
 */
export const fotoCreateSchema = z.object({
  id_paciente: idPaciente,
  foto: z
    .string({ error: MSG.fotos.selecione })
    .min(1, MSG.fotos.selecione)
    .max(tamanhoDataUrl(10 * 1024 * 1024), MSG.fotos.grande),
  nome,
  observacao,
  nome_arquivo: nomeArquivo,
  /** Optional small preview (JPEG or PNG, up to 256 KB) made by the web client; else none. */
  miniatura: z
    .string()
    .max(tamanhoDataUrl(256 * 1024), MSG.fotos.miniaturaInvalida)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type FotoCreateInput = z.input<typeof fotoCreateSchema>;

export const fotoUpdateSchema = z.object({ nome, observacao });

/** A photo as lists show it: metadata and URLs, never bytes (DECISIONS.md 8). */
export const fotoSchema = z.object({
  id: z.number().int(),
  id_paciente: z.number().int(),
  paciente: z.object({ id: z.number().int(), nome: z.string() }),
  nome: z.string(),
  observacao: z.string().nullable(),
  tipo_mime: z.string(),
  tamanho: z.number().int(),
  nome_arquivo: z.string(),
  criado_em: z.string(),
  /** Absolute signed URLs (issue 17): they open in an `<img src>` or a link for about an hour. */
  url: z.string(),
  miniatura_url: z.string(),
  /** The spec's field (spec 02: the photo itself): the signed URL of the picture. */
  foto: z.string(),
  /** True while the patient has no signed image-use consent (issue 19): the clinic's records only. */
  uso_interno: z.boolean(),
  /** Retention (issue 19): when 'Excluir' archived it; null while active. */
  arquivado_em: arquivadoEmSchema,
});
export type Foto = z.infer<typeof fotoSchema>;

export const fotoListaInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  id_paciente: z.coerce.number().int().positive().max(MAIOR_INTEIRO).optional(),
  arquivados: z.boolean().optional(),
});

/** POST /arquivos (spec 02 §7): a patient file (PDF, DOC, DOCX) as a data URL. */
export const arquivoCreateSchema = z.object({
  id_paciente: idPaciente,
  arquivo: z
    .string({ error: MSG.arquivos.selecione })
    .min(1, MSG.arquivos.selecione)
    .max(tamanhoDataUrl(20 * 1024 * 1024), MSG.arquivos.grande),
  nome: nome.pipe(z.string().min(1, MSG.arquivos.nomeObrigatorio)),
  observacao,
  nome_arquivo: nomeArquivo,
});

export const arquivoPacienteSchema = z.object({
  id: z.number().int(),
  id_paciente: z.number().int(),
  nome: z.string(),
  observacao: z.string().nullable(),
  tipo_mime: z.string(),
  tamanho: z.number().int(),
  nome_arquivo: z.string(),
  criado_em: z.string(),
  /** Absolute signed URL (issue 17): opens in a link for about an hour, no session needed. */
  url: z.string(),
  /** The spec's field (spec 02: the file, "data URL or link"): the same signed URL. */
  arquivo: z.string(),
  arquivado_em: arquivadoEmSchema,
});
export type ArquivoPaciente = z.infer<typeof arquivoPacienteSchema>;
