import {
  normalizarSlug,
  objetoDe,
  SLUG_MAXIMO,
  slugValido,
  somenteDigitos,
  validarCpf,
  whatsappDaLoja,
} from '@clinica/domain';
import { z } from 'zod';
import { idSchema } from './leniente';
import { MSG } from './mensagens';

const C = MSG.configuracaoLoja;
const A = MSG.artistas;

/** Artist categories (spec 03 §9). */
export const CATEGORIAS_ARTISTA = ['DJ', 'MC', 'Banda', 'Cantor(a)'] as const;
export type CategoriaArtista = (typeof CATEGORIAS_ARTISTA)[number];

/**
 * A store's pictures by the spec's payload names (spec 03 §3): the artist's profile, the logo,
 * three slide banners (top_case…), three category banners and the fixed banner.
 */
export const IMAGENS_LOJA = [
  'profile',
  'logo',
  'top_case',
  'top_case_2',
  'top_case_3',
  'banner_1',
  'banner_2',
  'banner_3',
  'banner_fixed',
] as const;
export type ImagemLoja = (typeof IMAGENS_LOJA)[number];
/** Required on the settings page ('Preencha todos os campos'): never removed with 'delete'. */
export const IMAGENS_OBRIGATORIAS = ['logo', 'top_case'] as const satisfies readonly ImagemLoja[];
/** The value that removes a banner (spec 03 §3). */
export const REMOVER_IMAGEM = 'delete';

/** An image field's value: a data URL (new picture), 'delete', or the current URL / absent (kept). */
const imagem = z.string().max(3_000_000).nullish();
const imagens = z.object(objetoDe(IMAGENS_LOJA, () => imagem));

const texto = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));
const linkSocial = texto(300).refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), C.linkSocialInvalido);

export const slugSchema = z
  .string({ error: C.preenchaTodos })
  .transform(normalizarSlug)
  .refine((v) => v.length > 0, C.preenchaTodos)
  .refine(slugValido, C.slugInvalido);

const cpf = z
  .string({ error: C.preenchaTodos })
  .transform(somenteDigitos)
  .refine((v) => v.length > 0, C.preenchaTodos)
  .refine(validarCpf, C.cpfInvalido);

const whatsapp = z
  .string()
  .nullish()
  .transform((v) => (v ? whatsappDaLoja(v) : '') || null)
  .refine((v) => v === null || /^55\d{10,11}$/.test(v), C.whatsappInvalido);

/**
 * Every field the store's two screens and PUT /stores/{id} may change, each optional: what is
 * absent stays as it is ("the changed store fields only", spec 03 §7). The service then checks
 * the result (the settings page's required fields, the artist's).
 */
export const lojaMudancasSchema = z.object({
  nome: z.string().trim().max(120).optional(),
  descricao: z.string().trim().max(2000).optional(),
  categoria: z.enum(CATEGORIAS_ARTISTA, { error: A.categoriaObrigatoria }).optional(),
  slug: slugSchema.optional(),
  cpf: cpf.optional(),
  id_usuario: idSchema.optional(),
  cep: z
    .string()
    .transform(somenteDigitos)
    .refine((v) => v === '' || v.length === 8, 'CEP inválido')
    .transform((v) => v || null)
    .nullish(),
  endereco: texto(200).optional(),
  numero: texto(20).optional(),
  cidade: texto(100).optional(),
  estado: texto(2)
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || /^[A-Z]{2}$/.test(v), 'Estado inválido')
    .optional(),
  link_facebook: linkSocial.optional(),
  link_instagram: linkSocial.optional(),
  link_tiktok: linkSocial.optional(),
  link_whatsapp: whatsapp.optional(),
  pixel_fb_id: z
    .string({ error: MSG.marketing.pixelObrigatorio })
    .trim()
    .min(1, MSG.marketing.pixelObrigatorio)
    .max(30)
    .regex(/^\d+$/, MSG.marketing.pixelInvalido)
    .optional(),
  imagens: imagens.partial().optional(),
});
export type LojaMudancas = z.input<typeof lojaMudancasSchema>;

/** The settings page's save (tRPC loja.configuracao.update): the whole form, images as changes. */
export const lojaConfiguracaoInputSchema = z.object({
  nome: z.string({ error: C.preenchaTodos }).trim().min(1, C.preenchaTodos).max(120),
  cpf,
  slug: slugSchema,
  cep: lojaMudancasSchema.shape.cep,
  endereco: texto(200),
  numero: texto(20),
  cidade: texto(100),
  estado: lojaMudancasSchema.shape.estado.unwrap(),
  link_facebook: linkSocial,
  link_instagram: linkSocial,
  link_tiktok: linkSocial,
  link_whatsapp: whatsapp,
  imagens: imagens.partial().default({}),
});
export type LojaConfiguracaoInput = z.input<typeof lojaConfiguracaoInputSchema>;

/** Marketing (spec 03 §8): the Facebook pixel id, required ('Preencha o campo ID Pixels'). */
export const pixelInputSchema = z.object({
  pixel_fb_id: z
    .string({ error: MSG.marketing.pixelObrigatorio })
    .trim()
    .min(1, MSG.marketing.pixelObrigatorio)
    .max(30)
    .regex(/^\d+$/, MSG.marketing.pixelInvalido),
});

/** The live link check: GET /stores/slug/{slug} answers 0 when free (spec 03 §7). */
export const slugLivreInputSchema = z.object({ slug: z.string().max(200) });

const urlImagem = z.string().nullable();
export const lojaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  categoria: z.enum(CATEGORIAS_ARTISTA).nullable(),
  slug: z.string(),
  cpf: z.string().nullable(),
  id_usuario: z.number().int().nullable(),
  /** Signed URLs of the pictures (DECISIONS 20), null when absent. */
  imagens: z.object(objetoDe(IMAGENS_LOJA, () => urlImagem)),
  cep: z.string().nullable(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  link_facebook: z.string().nullable(),
  link_instagram: z.string().nullable(),
  link_tiktok: z.string().nullable(),
  link_whatsapp: z.string().nullable(),
  pixel_fb_id: z.string().nullable(),
});
export type Loja = z.infer<typeof lojaSchema>;

export { SLUG_MAXIMO };
