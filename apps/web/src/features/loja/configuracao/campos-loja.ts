import type { Loja } from '@clinica/contracts';
import { formatarCpf, normalizarSlug, somenteDigitos, validarCpf } from '@clinica/domain';

/** The settings form's text fields, as typed (masks included). */
export type CamposLoja = {
  nome: string;
  cpf: string;
  slug: string;
  link_facebook: string;
  link_instagram: string;
  link_tiktok: string;
  whatsapp: string;
  cep: string;
  endereco: string;
  numero: string;
  cidade: string;
  estado: string;
};

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

export type ErrosLoja = Partial<Record<keyof CamposLoja, string>>;

/** The spec's checks before sending (spec 03 §8); the server checks all of it again. */
export function conferirCampos(
  v: CamposLoja,
  mensagens: { preenchaTodos: string; cpfInvalido: string },
): ErrosLoja {
  const erros: ErrosLoja = {};
  if (!v.nome.trim()) erros.nome = mensagens.preenchaTodos;
  if (!somenteDigitos(v.cpf)) erros.cpf = mensagens.preenchaTodos;
  else if (!validarCpf(v.cpf)) erros.cpf = mensagens.cpfInvalido;
  if (!normalizarSlug(v.slug)) erros.slug = mensagens.preenchaTodos;
  return erros;
}

/** The multipart form PUT /api/loja/configuracao takes: text fields as they are, the server normalises. */
export function formularioDe(v: CamposLoja): FormData {
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
