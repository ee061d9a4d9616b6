import { type ImagemLoja, MSG } from '@clinica/contracts';
import { detectarTipoImagem, LOGO_MAX_BYTES } from '@clinica/domain';
import type { RegraArquivo } from '../../platform/armazenamento';
import type { Deps } from '../../platform/deps';
import type { LojaRow } from '../loja-base/loja-base.repository';

/** A store picture (spec 03 §9: images up to 2 MB): PNG, JPEG, GIF or WebP by its first bytes. */
export const REGRA_IMAGEM_LOJA: RegraArquivo = {
  finalidade: 'imagem_loja',
  maxBytes: LOGO_MAX_BYTES,
  tipo: detectarTipoImagem,
  erros: {
    vazio: MSG.configuracaoLoja.imagemVazia,
    grande: MSG.configuracaoLoja.imagemGrande,
    tipo: MSG.configuracaoLoja.imagemTipo,
  },
};

type ColunaImagem = keyof LojaRow &
  (
    | 'id_imagem_perfil'
    | 'id_logo'
    | 'id_top_case'
    | 'id_top_case_2'
    | 'id_top_case_3'
    | 'id_banner_1'
    | 'id_banner_2'
    | 'id_banner_3'
    | 'id_banner_fixo'
  );

/** Each picture's column in `loja` (the payload's names on the left). */
export const COLUNA_IMAGEM: Record<ImagemLoja, ColunaImagem> = {
  profile: 'id_imagem_perfil',
  logo: 'id_logo',
  top_case: 'id_top_case',
  top_case_2: 'id_top_case_2',
  top_case_3: 'id_top_case_3',
  banner_1: 'id_banner_1',
  banner_2: 'id_banner_2',
  banner_3: 'id_banner_3',
  banner_fixed: 'id_banner_fixo',
};

/** The route that serves a store picture, only by signed URL (the URL names the clinic). */
const caminhoImagemLoja = (id: number) => `/api/loja/imagens/${id}`;

/** A picture's URL in answers: absolute and signed for the store's clinic (DECISIONS 20), null without one. */
export const urlImagemLoja = (deps: Deps, idConta: number, id: number | null) =>
  id ? deps.urls.assinar(caminhoImagemLoja(id), idConta) : null;
