import {
  type LojaConfiguracaoInput,
  type LojaMudancas,
  lojaConfiguracaoInputSchema,
  MSG,
  pixelInputSchema,
} from '@clinica/contracts';
import { normalizarSlug } from '@clinica/domain';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { buscarLojaPorId, buscarLojaPorSlug } from '../loja-base/loja-base.repository';
import { lojaDoAtor, lojaVisivel } from '../loja-base/loja-base.service';
import { validar } from '../loja-base/validar';
import { gravarMudancasLoja, type ImagensRecebidas, paraApiLoja } from './loja.service';
import { lojaComSlug } from './loja-configuracao.repository';

/** The settings page's store: the caller's own (404 when none is linked to them). */
export async function obterMinhaLoja(deps: Deps, ator: Ator) {
  return paraApiLoja(deps, await lojaDoAtor(deps, ator));
}

/** 'Salvar' on the settings page: the whole form; name, CPF, link, logo and top banner required. */
export async function salvarConfiguracao(
  deps: Deps,
  ator: Ator,
  entrada: LojaConfiguracaoInput,
  recebidos?: ImagensRecebidas,
) {
  const loja = await lojaDoAtor(deps, ator);
  const input = validar(lojaConfiguracaoInputSchema, entrada);
  return gravarMudancasLoja(deps, ator, loja.id, input, { recebidos, exigencia: 'configuracao' });
}

/** Marketing: the pixel id of the caller's store. */
export async function salvarPixel(deps: Deps, ator: Ator, entrada: { pixel_fb_id: string }) {
  const loja = await lojaDoAtor(deps, ator);
  const { pixel_fb_id } = validar(pixelInputSchema, entrada);
  return gravarMudancasLoja(deps, ator, loja.id, { pixel_fb_id }, { exigencia: 'minima' });
}

/**
 * The live 'Link disponível' check: free, or already the caller's own store's link. Answers for
 * the caller's account (links are unique per account); an invalid link is never available.
 */
export async function slugLivre(deps: Deps, ator: Ator, texto: string, idLoja?: number) {
  const slug = normalizarSlug(texto);
  if (!slug) return { livre: false, slug };
  const dono = await lojaComSlug(deps.db, ator.idConta, slug);
  return { livre: dono === null || dono === idLoja, slug };
}

/** GET /stores/slug/{slug}: 0 when the link is free (spec 03 §7), else the id of the store that has it. */
export async function idDaLojaComSlug(deps: Deps, ator: Ator, texto: string) {
  return (await lojaComSlug(deps.db, ator.idConta, normalizarSlug(texto))) ?? 0;
}

/**
 * PUT /stores/{slug|id}: the artist edit (by link) and the settings/pixel saves (by id) of the old
 * client, changed fields only. Only the stores the caller may see (another one: 404).
 */
export async function atualizarLojaPorReferencia(
  deps: Deps,
  ator: Ator,
  referencia: string,
  mudancas: LojaMudancas,
  recebidos?: ImagensRecebidas,
) {
  const linha = /^\d+$/.test(referencia)
    ? await buscarLojaPorId(deps.db, ator.idConta, Number(referencia))
    : await buscarLojaPorSlug(deps.db, ator.idConta, referencia);
  if (!linha) throw naoEncontrado(MSG.loja.naoEncontrada);
  const loja = await lojaVisivel(deps, ator, linha.id);
  if (Object.keys(mudancas).length === 0 && !recebidos) return paraApiLoja(deps, loja);
  return gravarMudancasLoja(deps, ator, loja.id, mudancas, { recebidos, exigencia: 'minima' });
}

/** A store picture by signed URL: only a file stored as a store picture of the signing clinic. */
export async function abrirImagemLoja(deps: Deps, id: number, idConta: number) {
  const arquivo = await deps.arquivos.abrir(deps.db, id, 'imagem_loja', idConta);
  if (!arquivo) throw naoEncontrado();
  return arquivo;
}
