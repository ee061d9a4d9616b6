import { type Loja, lojaConfiguracaoInputSchema } from '@clinica/contracts';
import { formatarCpf, normalizarSlug, somenteDigitos } from '@clinica/domain';
import { z } from 'zod';

/**
 * The settings form: the contract's required fields and their messages ('Preencha todos os
 * campos', 'CPF inválido', spec 03 §8); the other fields as typed (masks included), which the
 * server normalises and checks.
 */
export const lojaForm = lojaConfiguracaoInputSchema.pick({ nome: true, cpf: true, slug: true }).extend({
  link_facebook: z.string(),
  link_instagram: z.string(),
  link_tiktok: z.string(),
  whatsapp: z.string(),
  cep: z.string(),
  endereco: z.string(),
  numero: z.string(),
  cidade: z.string(),
  estado: z.string(),
});
export type CamposLoja = z.input<typeof lojaForm>;
export type DadosLoja = z.output<typeof lojaForm>;

const cepComMascara = (d: string | null) =>
  d && d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : (d ?? '');
/** The stored 55 + DDD + number, shown without the country code in the (00) 00000-0000 mask. */
const whatsappNacional = (d: string | null) => (d ? d.replace(/^55(?=\d{10,11}$)/, '') : '');

export const camposDe = (l: Loja): CamposLoja => ({
  nome: l.nome,
  cpf: l.cpf ? formatarCpf(l.cpf) : '',
  slug: l.slug,
  link_facebook: l.link_facebook ?? '',
  link_instagram: l.link_instagram ?? '',
  link_tiktok: l.link_tiktok ?? '',
  whatsapp: whatsappNacional(l.link_whatsapp),
  cep: cepComMascara(l.cep),
  endereco: l.endereco ?? '',
  numero: l.numero ?? '',
  cidade: l.cidade ?? '',
  estado: l.estado ?? '',
});

/** The multipart form PUT /api/loja/configuracao takes: text fields as they are, the server normalises. */
export function formularioDe(v: DadosLoja): FormData {
  const form = new FormData();
  const texto: Record<string, string> = {
    nome: v.nome,
    cpf: somenteDigitos(v.cpf),
    slug: normalizarSlug(v.slug),
    link_facebook: v.link_facebook.trim(),
    link_instagram: v.link_instagram.trim(),
    link_tiktok: v.link_tiktok.trim(),
    link_whatsapp: somenteDigitos(v.whatsapp),
    cep: somenteDigitos(v.cep),
    endereco: v.endereco,
    numero: v.numero,
    cidade: v.cidade,
    estado: v.estado,
  };
  for (const [k, valor] of Object.entries(texto)) form.append(k, valor);
  return form;
}
