import {
  IMAGENS_LOJA,
  IMAGENS_OBRIGATORIAS,
  type ImagemLoja,
  type Loja,
  type LojaMudancas,
  lojaMudancasSchema,
  MSG,
  REMOVER_IMAGEM,
} from '@clinica/contracts';
import { campoDe, ehUmDe, entradasDe, objetoDe } from '@clinica/domain';
import { apagarDepois, descartarSeFalhar, type Recebido, receberEntrada } from '../../platform/armazenamento';
import type { Ator } from '../../platform/ator';
import { decodificarDataUrl } from '../../platform/data-url';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { ehViolacaoUnica } from '../../platform/erros-pg';
import type { LojaRow } from '../loja-base/loja-base.repository';
import { ehOperadorLoja } from '../loja-base/loja-base.service';
import { validar } from '../loja-base/validar';
import { COLUNA_IMAGEM, REGRA_IMAGEM_LOJA, urlImagemLoja } from './imagens-loja';
import {
  buscarDonoPossivel,
  gravarLoja,
  type MudancaLojaRow,
  travarLoja,
} from './loja-configuracao.repository';

const C = MSG.configuracaoLoja;

/** A store row as both APIs answer it: pictures as signed URLs (DECISIONS 20). */
export function paraApiLoja(deps: Deps, l: LojaRow): Loja {
  const imagens = objetoDe(IMAGENS_LOJA, (c) => urlImagemLoja(deps, l.id_conta, l[COLUNA_IMAGEM[c]]));
  return {
    id: l.id,
    nome: l.nome,
    descricao: l.descricao,
    categoria: l.categoria,
    slug: l.slug,
    cpf: l.cpf,
    id_usuario: l.id_usuario,
    imagens,
    cep: l.cep,
    endereco: l.endereco,
    numero: l.numero,
    cidade: l.cidade,
    estado: l.estado,
    link_facebook: l.link_facebook,
    link_instagram: l.link_instagram,
    link_tiktok: l.link_tiktok,
    link_whatsapp: l.link_whatsapp,
    pixel_fb_id: l.pixel_fb_id,
  };
}

/**
 * What a save must leave filled in: the settings page's five (spec 03 §8: name, CPF, link, logo
 * and top banner, 'Preencha todos os campos'), or only what every store needs (a name and a link).
 */
export type ExigenciaLoja = 'configuracao' | 'artista' | 'minima';

/** A received picture per field: multipart files (REST) or decoded data URLs. */
export type ImagensRecebidas = Partial<Record<ImagemLoja, Recebido>>;

/** Each picture field's fate in this save: a new file, removal ('delete'), or kept (absent, a URL). */
async function resolverImagens(deps: Deps, ator: Ator, m: LojaMudancas, recebidos: ImagensRecebidas) {
  const novas: ImagensRecebidas = { ...recebidos };
  const remover: ImagemLoja[] = [];
  for (const c of IMAGENS_LOJA) {
    if (novas[c]) continue;
    const v = m.imagens?.[c];
    if (v === REMOVER_IMAGEM) {
      // The logo, the top banner and an artist's picture are required: never removed.
      if (c === 'profile') throw new DomainError('ENTRADA_INVALIDA', MSG.artistas.imagemObrigatoria);
      if (ehUmDe(IMAGENS_OBRIGATORIAS, c))
        throw new DomainError('ENTRADA_INVALIDA', C.faltam([C.rotulos[c]]));
      remover.push(c);
    } else if (typeof v === 'string' && v.startsWith('data:')) {
      const r = await descartarSeFalhar(deps.arquivos, Object.values(novas), () =>
        receberEntrada(deps.arquivos, ator.idConta, undefined, v, REGRA_IMAGEM_LOJA, decodificarDataUrl),
      );
      if (r) novas[c] = r;
    }
  }
  return { novas, remover };
}

/** The row's new values from the checked changes (absent = kept). */
function colunasDe(m: ReturnType<typeof lojaMudancasSchema.parse>): MudancaLojaRow {
  const set: MudancaLojaRow = {};
  const copiar = [
    'nome',
    'descricao',
    'categoria',
    'slug',
    'cpf',
    'id_usuario',
    'cep',
    'endereco',
    'numero',
    'cidade',
    'estado',
    'link_facebook',
    'link_instagram',
    'link_tiktok',
    'link_whatsapp',
    'pixel_fb_id',
  ] as const;
  for (const k of copiar) {
    const v = m[k];
    if (v !== undefined) (set as Record<string, unknown>)[k] = v === '' ? null : v;
  }
  return set;
}

function conferirExigencias(l: LojaRow, exigencia: ExigenciaLoja) {
  const vazio = (v: string | number | null) => v === null || v === '';
  if (vazio(l.nome)) {
    throw new DomainError(
      'ENTRADA_INVALIDA',
      exigencia === 'artista' ? MSG.artistas.nomeObrigatorio : C.preenchaTodos,
    );
  }
  if (exigencia === 'configuracao') {
    // Named (issue 40): the seeded demo store has no pictures, and 'Preencha todos os campos'
    // alone left its owner guessing what the first save wanted.
    const faltam = (
      [
        [l.cpf, C.rotulos.cpf],
        [l.slug, C.rotulos.slug],
        [l.id_logo, C.rotulos.logo],
        [l.id_top_case, C.rotulos.top_case],
      ] as const
    )
      .filter(([v]) => vazio(v))
      .map(([, rotulo]) => rotulo);
    if (faltam.length > 0) throw new DomainError('ENTRADA_INVALIDA', C.faltam(faltam));
  }
  if (exigencia === 'artista' && vazio(l.descricao)) {
    throw new DomainError('ENTRADA_INVALIDA', MSG.artistas.descricaoObrigatoria);
  }
}

/**
 * One save of a store (settings page, marketing, artist edit, PUT /stores/{id}): the changed
 * fields only. The pictures are received (checked by their bytes, 2 MB) before the transaction;
 * inside it the row is locked, the CPF stays as first saved, a new owner must be a store user of
 * the account, the required fields are checked on the result, the old pictures' rows go and
 * their bytes after the commit. The unique indexes decide the link ('Link indisponível') and
 * one store per owner, even between two racing saves.
 */
export async function gravarMudancasLoja(
  deps: Deps,
  ator: Ator,
  idLoja: number,
  entrada: LojaMudancas,
  opcoes: { recebidos?: ImagensRecebidas; exigencia: ExigenciaLoja },
): Promise<Loja> {
  const recebidosAntes = Object.values(opcoes.recebidos ?? {});
  const m = await descartarSeFalhar(deps.arquivos, recebidosAntes, async () =>
    validar(lojaMudancasSchema, entrada),
  );
  const { novas, remover } = await resolverImagens(deps, ator, m, opcoes.recebidos ?? {});
  const { linha, apagar } = await descartarSeFalhar(deps.arquivos, Object.values(novas), () =>
    deps.db.transaction().execute(async (trx) => {
      const atual = await travarLoja(trx, ator.idConta, idLoja);
      if (m.cpf !== undefined && atual.cpf !== null && m.cpf !== atual.cpf) {
        throw new DomainError('ENTRADA_INVALIDA', C.cpfSomenteLeitura);
      }
      if (m.id_usuario !== undefined && m.id_usuario !== atual.id_usuario) {
        if (!ehOperadorLoja(ator)) throw new DomainError('SEM_PERMISSAO');
        if (!(await buscarDonoPossivel(trx, ator.idConta, m.id_usuario))) {
          throw new DomainError('ENTRADA_INVALIDA', MSG.artistas.assessorInvalido);
        }
      }
      const set = colunasDe(m);
      const apagar: (() => Promise<void>)[] = [];
      const antigas: number[] = [];
      for (const [campo, r] of entradasDe(novas)) {
        const coluna = COLUNA_IMAGEM[campo];
        set[coluna] = await deps.arquivos.gravar(trx, r, {
          idConta: ator.idConta,
          finalidade: 'imagem_loja',
        });
        if (atual[coluna]) antigas.push(atual[coluna]);
      }
      for (const campo of remover) {
        const coluna = COLUNA_IMAGEM[campo];
        set[coluna] = null;
        if (atual[coluna]) antigas.push(atual[coluna]);
      }
      conferirExigencias({ ...atual, ...set } as LojaRow, opcoes.exigencia);
      set.atualizado_em = deps.agora();
      const linha = await gravarLoja(trx, ator.idConta, idLoja, set).catch(traduzirUnicas);
      for (const id of antigas) apagar.push(await deps.arquivos.remover(trx, ator.idConta, id));
      return { linha, apagar };
    }),
  );
  await apagarDepois(apagar);
  return paraApiLoja(deps, linha);
}

/** The store's two unique keys, each with its own message. */
export function traduzirUnicas(e: unknown): never {
  if (ehViolacaoUnica(e)) {
    const restricao = campoDe(e, 'constraint') ?? '';
    throw new DomainError(
      'CONFLITO',
      restricao === 'loja_dono_key' ? MSG.artistas.assessorComLoja : C.linkIndisponivel,
    );
  }
  throw e;
}
