import { objetoDe } from '@clinica/domain';
import { z } from 'zod';
import { idSchema } from './leniente';
import { CATEGORIAS_ARTISTA, IMAGENS_LOJA, type Loja, type LojaMudancas } from './loja-configuracao';

/**
 * The store at the REST edge (spec 03 §3): the Store entity's names (name, cpf, slug, logo,
 * topCase…, zipCode, facebookLink…, pixelFbId) plus the artist's (description, profile, idUser,
 * category). Pictures are signed URLs where the old client had data URLs (DECISIONS 20).
 */
export const lojaRestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(CATEGORIAS_ARTISTA).nullable(),
  slug: z.string(),
  idUser: z.number().int().nullable(),
  cpf: z.string().nullable(),
  profile: z.string().nullable(),
  logo: z.string().nullable(),
  topCase: z.string().nullable(),
  topCase2: z.string().nullable(),
  topCase3: z.string().nullable(),
  banner1: z.string().nullable(),
  banner2: z.string().nullable(),
  banner3: z.string().nullable(),
  bannerFixed: z.string().nullable(),
  address: z.string().nullable(),
  number: z.string().nullable(),
  zipCode: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  facebookLink: z.string().nullable(),
  instagramLink: z.string().nullable(),
  tiktokLink: z.string().nullable(),
  whatsappLink: z.string().nullable(),
  pixelFbId: z.string().nullable(),
});
export type LojaRest = z.infer<typeof lojaRestSchema>;

export const lojaParaRest = (l: Loja): LojaRest => ({
  id: l.id,
  name: l.nome,
  description: l.descricao,
  category: l.categoria,
  slug: l.slug,
  idUser: l.id_usuario,
  cpf: l.cpf,
  profile: l.imagens.profile,
  logo: l.imagens.logo,
  topCase: l.imagens.top_case,
  topCase2: l.imagens.top_case_2,
  topCase3: l.imagens.top_case_3,
  banner1: l.imagens.banner_1,
  banner2: l.imagens.banner_2,
  banner3: l.imagens.banner_3,
  bannerFixed: l.imagens.banner_fixed,
  address: l.endereco,
  number: l.numero,
  zipCode: l.cep,
  state: l.estado,
  city: l.cidade,
  facebookLink: l.link_facebook,
  instagramLink: l.link_instagram,
  tiktokLink: l.link_tiktok,
  whatsappLink: l.link_whatsapp,
  pixelFbId: l.pixel_fb_id,
});

const texto = z.string().max(3_000_000).nullish();

/**
 * PUT /stores/{slug|id}: the changed fields only, in the payload's snake_case (spec 03 §3, §7).
 * Pictures: a data URL (or a multipart file) replaces, 'delete' removes, a URL keeps.
 */
export const lojaRestMudancasSchema = z.object({
  name: z.string().max(500).optional(),
  description: z.string().max(5000).optional(),
  category: z.enum(CATEGORIAS_ARTISTA).optional(),
  slug: z.string().max(200).optional(),
  cpf: z.string().max(30).optional(),
  id_user: idSchema.optional(),
  address: texto,
  number: texto,
  zip_code: texto,
  state: texto,
  city: texto,
  facebook_link: texto,
  instagram_link: texto,
  tiktok_link: texto,
  whatsapp_link: texto,
  pixel_fb_id: z.string().max(200).optional(),
  ...objetoDe(IMAGENS_LOJA, () => texto),
});
export type LojaRestMudancas = z.infer<typeof lojaRestMudancasSchema>;

/** The REST names to the service's (absent stays absent: "changed fields only"). */
export function mudancasDoRest(b: LojaRestMudancas): LojaMudancas {
  const m: Record<string, unknown> = {
    nome: b.name,
    descricao: b.description,
    categoria: b.category,
    slug: b.slug,
    cpf: b.cpf,
    id_usuario: b.id_user,
    endereco: b.address,
    numero: b.number,
    cep: b.zip_code,
    estado: b.state,
    cidade: b.city,
    link_facebook: b.facebook_link,
    link_instagram: b.instagram_link,
    link_tiktok: b.tiktok_link,
    link_whatsapp: b.whatsapp_link,
    pixel_fb_id: b.pixel_fb_id,
  };
  const imagens = Object.fromEntries(
    IMAGENS_LOJA.flatMap((c) => {
      const v = b[c];
      return v === undefined ? [] : [[c, v]];
    }),
  );
  return {
    ...Object.fromEntries(Object.entries(m).filter(([, v]) => v !== undefined)),
    ...(Object.keys(imagens).length > 0 ? { imagens } : {}),
  } as LojaMudancas;
}

/** POST /stores (the artist insert): id_user, name, category, description, profile. */
export const lojaRestNovaSchema = z.object({
  id_user: idSchema.optional(),
  name: z.string().max(500).optional(),
  category: z.enum(CATEGORIAS_ARTISTA).optional(),
  description: z.string().max(5000).optional(),
  profile: z.string().max(3_000_000).optional(),
  slug: z.string().max(200).optional(),
});

/**
 * PUT /api/loja/configuracao (new; the web client's settings save): the settings form's fields as
 * on tRPC, flat, so a multipart form carries them; each picture field holds a file, 'delete', or
 * nothing (kept).
 */
export const lojaConfiguracaoRestSchema = z.object({
  nome: z.string().max(500).optional(),
  cpf: z.string().max(30).optional(),
  slug: z.string().max(200).optional(),
  cep: texto,
  endereco: texto,
  numero: texto,
  cidade: texto,
  estado: texto,
  link_facebook: texto,
  link_instagram: texto,
  link_tiktok: texto,
  link_whatsapp: texto,
  ...objetoDe(IMAGENS_LOJA, () => texto),
});
export type LojaConfiguracaoRest = z.infer<typeof lojaConfiguracaoRestSchema>;

/** The flat REST form to the settings input (pictures under `imagens`; a multipart file's mark is dropped). */
export function configuracaoDoRest(b: LojaConfiguracaoRest, marcaArquivo: string) {
  const imagens = Object.fromEntries(
    IMAGENS_LOJA.flatMap((c) => {
      const v = b[c];
      return typeof v === 'string' && v !== marcaArquivo ? [[c, v]] : [];
    }),
  );
  const { nome, cpf, slug, cep, endereco, numero, cidade, estado } = b;
  return {
    nome: nome ?? '',
    cpf: cpf ?? '',
    slug: slug ?? '',
    cep,
    endereco,
    numero,
    cidade,
    estado,
    link_facebook: b.link_facebook,
    link_instagram: b.link_instagram,
    link_tiktok: b.link_tiktok,
    link_whatsapp: b.link_whatsapp,
    imagens,
  };
}
