import { z } from 'zod';
import { idSchema } from './leniente';
import { CATEGORIAS_ARTISTA, slugSchema } from './loja-configuracao';
import { MSG } from './mensagens';

const A = MSG.artistas;

/** The artists grid's page (spec: a grid of cards; server-paginated, DECISIONS 11). */
export const ARTISTAS_POR_PAGINA = 12;

const nome = z.string({ error: A.nomeObrigatorio }).trim().min(1, A.nomeObrigatorio).max(120);
const descricao = z.string({ error: A.descricaoObrigatoria }).trim().min(1, A.descricaoObrigatoria).max(2000);
const categoria = z.enum(CATEGORIAS_ARTISTA, { error: A.categoriaObrigatoria });
/** A new picture as a data URL (the old client's `profile`). */
const imagemNova = z
  .string({ error: A.imagemObrigatoria })
  .max(3_000_000)
  .refine((v) => v.startsWith('data:'), A.imagemObrigatoria);

/** 'NOVO ARTISTA' (operator only): advisor, name, category, description and picture (spec 03 §3, §8). */
export const artistaInputSchema = z.object({
  id_usuario: z.number({ error: A.assessorObrigatorio }).int().positive(A.assessorObrigatorio),
  nome,
  categoria,
  descricao,
  imagem: imagemNova,
  /** The store link; derived from the name when absent. */
  slug: slugSchema.optional(),
});
export type ArtistaInput = z.input<typeof artistaInputSchema>;

/** Editing an artist: name, description, link, category; a new picture optional; advisor (operator only). */
export const artistaEdicaoSchema = z.object({
  id: idSchema,
  nome,
  descricao,
  categoria,
  slug: slugSchema,
  imagem: imagemNova.optional(),
  id_usuario: z.number().int().positive().optional(),
});
export type ArtistaEdicao = z.input<typeof artistaEdicaoSchema>;

export const artistasListaInputSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(100).default(''),
});

export const assessorResumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  whatsapp: z.string().nullable(),
});

export const artistaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  categoria: z.enum(CATEGORIAS_ARTISTA).nullable(),
  slug: z.string(),
  /** Signed URL of the profile picture; null when none. */
  imagem: z.string().nullable(),
  id_usuario: z.number().int().nullable(),
  assessor: assessorResumoSchema.nullable(),
});
export type Artista = z.infer<typeof artistaSchema>;

/** The advisor picker of the artist dialog: the account's admin_store users; `tem_loja` can't take another. */
export const assessorOpcaoSchema = assessorResumoSchema.extend({ tem_loja: z.boolean() });
export type AssessorOpcao = z.infer<typeof assessorOpcaoSchema>;
