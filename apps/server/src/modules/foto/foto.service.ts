import { type Foto, type fotoCreateSchema, MSG, type Pagina } from '@clinica/contracts';
import { detectarTipoImagem, EXTENSAO_POR_TIPO, FOTO_MAX_BYTES, nomeParaDownload } from '@clinica/domain';
import type { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { Lote, PedidoDaClinica } from '../../db/lista';
import {
  descartarSeFalhar,
  type Recebido,
  type RegraArquivo,
  receberEntrada,
} from '../../platform/armazenamento';
import type { Ator } from '../../platform/ator';
import { decodificarDataUrl } from '../../platform/data-url';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { arquivarRegistro } from '../arquivamento/arquivamento.service';
import { exigirPaciente } from '../paciente/paciente.service';
import { atualizarFoto, buscarFoto, fotosDaClinica, inserirFoto, listarFotos } from './foto.repository';
import { REGRA_MINIATURA } from './miniatura';

type Linha = NonNullable<Awaited<ReturnType<typeof buscarFoto>>>;

/** The state a URL is signed for: archiving the photo retires the URLs handed out before. */
const estadoDe = (l: Pick<Linha, 'arquivado_em'>) => ({ arquivado: l.arquivado_em !== null });

/**
 * URLs are absolute and signed for the clinic (issue 17): an `<img src>` or a link opens them
 * without a session for about an hour. `foto` is the spec's field (the picture itself).
 */
const paraApi = (deps: Deps, l: Linha): Foto => ({
  id: l.id,
  id_paciente: l.id_paciente,
  paciente: { id: l.id_paciente, nome: l.paciente_nome },
  nome: l.nome,
  observacao: l.observacao,
  tipo_mime: l.tipo_mime,
  tamanho: l.tamanho,
  nome_arquivo: l.nome_arquivo,
  criado_em: l.criado_em.toISOString(),
  url: deps.urls.assinar(`/api/fotos/${l.id}/download`, l.id_conta, estadoDe(l)),
  miniatura_url: deps.urls.assinar(`/api/fotos/${l.id}/miniatura`, l.id_conta, estadoDe(l)),
  foto: deps.urls.assinar(`/api/fotos/${l.id}/download`, l.id_conta, estadoDe(l)),
  arquivado_em: l.arquivado_em?.toISOString() ?? null,
  uso_interno: !l.consentimento_imagem,
});

/** JPG, PNG or GIF by the bytes (spec 02 §9), at most 10 MB (DECISIONS.md 8). */
export const REGRA_FOTO: RegraArquivo = {
  finalidade: 'foto',
  maxBytes: FOTO_MAX_BYTES,
  tipo: (b) => {
    const t = detectarTipoImagem(b);
    return t === 'image/png' || t === 'image/jpeg' || t === 'image/gif' ? t : null;
  },
  erros: { vazio: MSG.fotos.selecione, grande: MSG.fotos.grande, tipo: MSG.fotos.tipoInvalido },
};

export async function listarFotosDaClinica(
  deps: Deps,
  ator: Ator,
  p: {
    page: number;
    limit: number | null;
    lote?: Lote | undefined;
    id_paciente?: number | undefined;
    arquivados?: boolean | undefined;
  },
): Promise<Pagina<Foto>> {
  if (p.id_paciente !== undefined) await exigirPaciente(deps.db, ator.idConta, p.id_paciente);
  const r = await listarFotos(deps.db, ator.idConta, {
    page: p.page,
    limit: p.limit,
    lote: p.lote,
    idPaciente: p.id_paciente,
    arquivados: p.arquivados,
  });
  return { itens: r.itens.map((l) => paraApi(deps, l)), total: r.total };
}

/** Every patient's photos after `apos`, in id order (the clinic-wide REST list, issue 39). */
export async function listarFotosAposId(deps: Deps, ator: Ator, p: PedidoDaClinica) {
  const r = await fotosDaClinica(deps.db, ator.idConta, p);
  return { itens: r.itens.map((l) => paraApi(deps, l)), total: r.total };
}

async function obterFoto(db: Db, idConta: number, id: number) {
  const l = await buscarFoto(db, idConta, id);
  if (!l) throw naoEncontrado(MSG.fotos.naoEncontrada);
  return l;
}

/**
 * A new photo. Its bytes (and the thumbnail's) arrive already received from a multipart upload,
 * or as the old JSON body's data URLs; either way they are stored before the transaction, which
 * only records the rows (issue 18.5).
 */
export async function criarFoto(
  deps: Deps,
  ator: Ator,
  input: z.output<typeof fotoCreateSchema>,
  recebidos: { foto?: Recebido; miniatura?: Recebido } = {},
): Promise<Foto> {
  const recebidosAgora: (Recebido | null)[] = [recebidos.foto ?? null, recebidos.miniatura ?? null];
  return descartarSeFalhar(deps.arquivos, recebidosAgora, async () => {
    const foto = await receberEntrada(
      deps.arquivos,
      ator.idConta,
      recebidos.foto,
      input.foto,
      REGRA_FOTO,
      decodificarDataUrl,
    );
    recebidosAgora.push(foto);
    if (!foto) throw new DomainError('ENTRADA_INVALIDA', MSG.fotos.selecione);
    const miniatura = await receberEntrada(
      deps.arquivos,
      ator.idConta,
      recebidos.miniatura,
      input.miniatura,
      REGRA_MINIATURA,
      decodificarDataUrl,
    );
    recebidosAgora.push(miniatura);
    return deps.db.transaction().execute(async (trx) => {
      await exigirPaciente(trx, ator.idConta, input.id_paciente);
      const gravar = (r: Recebido, finalidade: 'foto' | 'miniatura') =>
        deps.arquivos.gravar(trx, r, { idConta: ator.idConta, finalidade });
      const id = await inserirFoto(trx, ator.idConta, {
        id_paciente: input.id_paciente,
        nome: input.nome,
        observacao: input.observacao,
        nome_arquivo: nomeParaDownload(
          input.nome_arquivo ?? input.nome,
          EXTENSAO_POR_TIPO[foto.tipoMime] ?? 'img',
        ),
        tipo_mime: foto.tipoMime,
        tamanho: foto.tamanho,
        id_arquivo: await gravar(foto, 'foto'),
        id_miniatura: miniatura ? await gravar(miniatura, 'miniatura') : null,
      });
      return paraApi(deps, await obterFoto(trx, ator.idConta, id));
    });
  });
}

export async function editarFoto(
  deps: Deps,
  ator: Ator,
  id: number,
  dados: { nome: string; observacao: string | null },
): Promise<Foto> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await atualizarFoto(trx, ator.idConta, id, dados))) throw naoEncontrado(MSG.fotos.naoEncontrada);
    return paraApi(deps, await obterFoto(trx, ator.idConta, id));
  });
}

/**
 * 'Excluir' archives the photo (retention, issue 19): hidden from the lists, row and bytes kept;
 * archiving it again answers 404 as deleting it again did. Hard deletion: arquivamento.service.
 */
export async function removerFoto(deps: Deps, ator: Ator, id: number): Promise<void> {
  await arquivarRegistro(deps.db, ator, 'foto', id, deps.agora());
}

/**
 * The photo's bytes as a stream (or its thumbnail's, when one was made), only for the clinic's
 * own photos: `idConta` is the caller's clinic or the one a signed URL was made for.
 */
/**
 * The photo's bytes (or its thumbnail's). `arquivado`, for a signed URL, is the state the URL was
 * made for: a photo archived or restored since answers 404 (issue 38).
 */
export async function baixarFoto(
  deps: Deps,
  idConta: number,
  id: number,
  miniatura: boolean,
  arquivado?: boolean,
) {
  const f = await obterFoto(deps.db, idConta, id);
  if (arquivado !== undefined && arquivado !== (f.arquivado_em !== null)) {
    throw naoEncontrado(MSG.fotos.naoEncontrada);
  }
  const arquivo =
    (miniatura && f.id_miniatura
      ? await deps.arquivos.abrir(deps.db, f.id_miniatura, 'miniatura', idConta)
      : null) ?? (await deps.arquivos.abrir(deps.db, f.id_arquivo, 'foto', idConta));
  if (!arquivo) throw naoEncontrado(MSG.fotos.naoEncontrada);
  return { ...arquivo, nomeArquivo: f.nome_arquivo, idPaciente: f.id_paciente };
}
