import {
  type Artista,
  type ArtistaEdicao,
  type ArtistaInput,
  type AssessorOpcao,
  artistaEdicaoSchema,
  artistaInputSchema,
  type Loja,
  MSG,
  type Pagina,
} from '@clinica/contracts';
import { normalizarSlug } from '@clinica/domain';
import { descartarSeFalhar, receberEntrada } from '../../platform/armazenamento';
import type { Ator } from '../../platform/ator';
import { decodificarDataUrl } from '../../platform/data-url';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { ehOperadorLoja, lojaVisivel } from '../loja-base/loja-base.service';
import { type Enviado, validar } from '../loja-base/validar';
import { REGRA_IMAGEM_LOJA, urlImagemLoja } from '../loja-configuracao/imagens-loja';
import { gravarMudancasLoja, paraApiLoja, traduzirUnicas } from '../loja-configuracao/loja.service';
import { buscarDonoPossivel, lojaComSlug } from '../loja-configuracao/loja-configuracao.repository';
import {
  buscarArtista,
  inserirLoja,
  type LinhaArtista,
  listarArtistas,
  listarAssessores,
} from './loja-artista.repository';

const paraApi = (deps: Deps, l: LinhaArtista): Artista => ({
  id: l.id,
  nome: l.nome,
  descricao: l.descricao,
  categoria: l.categoria,
  slug: l.slug,
  imagem: urlImagemLoja(deps, l.id_conta, l.id_imagem_perfil),
  id_usuario: l.id_usuario,
  assessor:
    l.id_usuario !== null && l.assessor_nome !== null
      ? { id: l.id_usuario, nome: l.assessor_nome, whatsapp: l.assessor_whatsapp }
      : null,
});

type PedidoArtistas = { page: number; q: string; limite?: number };

/** The stores the caller sees: the operator every store of the account, a store owner only their own. */
function visiveis(deps: Deps, ator: Ator, p: PedidoArtistas) {
  return listarArtistas(deps.db, ator.idConta, ehOperadorLoja(ator) ? null : ator.idUsuario, p);
}

/** The grid's cards. */
export async function listarArtistasVisiveis(
  deps: Deps,
  ator: Ator,
  p: PedidoArtistas,
): Promise<Pagina<Artista>> {
  const r = await visiveis(deps, ator, p);
  return { itens: r.itens.map((l) => paraApi(deps, l)), total: r.total };
}

/** The same stores with every field (GET /adm/stores answers the Store entity). */
export async function listarLojasVisiveis(deps: Deps, ator: Ator, p: PedidoArtistas): Promise<Pagina<Loja>> {
  const r = await visiveis(deps, ator, p);
  return { itens: r.itens.map((l) => paraApiLoja(deps, l)), total: r.total };
}

async function obterArtista(deps: Deps, ator: Ator, id: number): Promise<Artista> {
  await lojaVisivel(deps, ator, id);
  const l = await buscarArtista(deps.db, ator.idConta, id);
  if (!l) throw naoEncontrado(MSG.loja.naoEncontrada);
  return paraApi(deps, l);
}

export async function assessoresDaConta(deps: Deps, ator: Ator): Promise<AssessorOpcao[]> {
  return listarAssessores(deps.db, ator.idConta);
}

/** The first free link from the name ('banda-aurora', then 'banda-aurora-2'...). */
async function slugLivreDoNome(deps: Deps, idConta: number, nome: string) {
  const base = normalizarSlug(nome).replace(/^-+|-+$/g, '') || 'artista';
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
    if ((await lojaComSlug(deps.db, idConta, slug)) === null) return slug;
  }
  throw new DomainError('CONFLITO', MSG.configuracaoLoja.linkIndisponivel);
}

/**
 * 'NOVO ARTISTA' (operator): a store for an advisor of the account (one store per advisor), with
 * its picture (checked by its bytes, 2 MB) and a link from the name unless one is given.
 */
export async function criarArtista(deps: Deps, ator: Ator, entrada: Enviado<ArtistaInput>): Promise<Artista> {
  const input = validar(artistaInputSchema, entrada);
  if (!(await buscarDonoPossivel(deps.db, ator.idConta, input.id_usuario))) {
    throw new DomainError('ENTRADA_INVALIDA', MSG.artistas.assessorInvalido);
  }
  const slug = input.slug ?? (await slugLivreDoNome(deps, ator.idConta, input.nome));
  const imagem = await receberEntrada(
    deps.arquivos,
    ator.idConta,
    undefined,
    input.imagem,
    REGRA_IMAGEM_LOJA,
    decodificarDataUrl,
  );
  if (!imagem) throw new DomainError('ENTRADA_INVALIDA', MSG.artistas.imagemObrigatoria);
  const { id } = await descartarSeFalhar(deps.arquivos, [imagem], () =>
    deps.db.transaction().execute(async (trx) => {
      const idImagem = await deps.arquivos.gravar(trx, imagem, {
        idConta: ator.idConta,
        finalidade: 'imagem_loja',
      });
      return inserirLoja(trx, {
        id_conta: ator.idConta,
        id_usuario: input.id_usuario,
        nome: input.nome,
        categoria: input.categoria,
        descricao: input.descricao,
        slug,
        id_imagem_perfil: idImagem,
      }).catch(traduzirUnicas);
    }),
  );
  return obterArtista(deps, ator, id);
}

/** Editing an artist: name, description, category, link, picture; the advisor only by the operator. */
export async function editarArtista(deps: Deps, ator: Ator, entrada: ArtistaEdicao): Promise<Artista> {
  const input = validar(artistaEdicaoSchema, entrada);
  await lojaVisivel(deps, ator, input.id);
  await gravarMudancasLoja(
    deps,
    ator,
    input.id,
    {
      nome: input.nome,
      descricao: input.descricao,
      categoria: input.categoria,
      slug: input.slug,
      ...(input.id_usuario !== undefined ? { id_usuario: input.id_usuario } : {}),
      ...(input.imagem ? { imagens: { profile: input.imagem } } : {}),
    },
    { exigencia: 'artista' },
  );
  return obterArtista(deps, ator, input.id);
}
