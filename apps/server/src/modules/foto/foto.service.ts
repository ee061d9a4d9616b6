import { type Foto, type FotoCreateInput, type fotoCreateSchema, MSG, type Pagina } from '@clinica/contracts';
import { detectarTipoImagem, EXTENSAO_POR_TIPO, FOTO_MAX_BYTES } from '@clinica/domain';
import type { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { Ator } from '../../platform/ator';
import { decodificarDataUrl, nomeParaDownload } from '../../platform/data-url';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { exigirPaciente } from '../paciente/paciente.service';
import { atualizarFoto, buscarFoto, excluirFoto, inserirFoto, listarFotos } from './foto.repository';
import { lerMiniatura } from './miniatura';

type Linha = NonNullable<Awaited<ReturnType<typeof buscarFoto>>>;

const paraApi = (l: Linha): Foto => ({
  id: l.id,
  id_paciente: l.id_paciente,
  paciente: { id: l.id_paciente, nome: l.paciente_nome },
  nome: l.nome,
  observacao: l.observacao,
  tipo_mime: l.tipo_mime,
  tamanho: l.tamanho,
  nome_arquivo: l.nome_arquivo,
  criado_em: l.criado_em.toISOString(),
  url: `/api/fotos/${l.id}/download`,
  miniatura_url: `/api/fotos/${l.id}/miniatura`,
});

/** JPG, PNG or GIF by the bytes (spec 02 §9), at most 10 MB (DECISIONS.md 8). */
export function lerFoto(dataUrl: string) {
  const bytes = decodificarDataUrl(dataUrl);
  if (!bytes || bytes.byteLength === 0) throw new DomainError('ENTRADA_INVALIDA', MSG.fotos.selecione);
  if (bytes.byteLength > FOTO_MAX_BYTES) throw new DomainError('ENTRADA_INVALIDA', MSG.fotos.grande);
  const tipo = detectarTipoImagem(bytes);
  if (tipo !== 'image/png' && tipo !== 'image/jpeg' && tipo !== 'image/gif') {
    throw new DomainError('ENTRADA_INVALIDA', MSG.fotos.tipoInvalido);
  }
  return { bytes, tipo };
}

export async function listarFotosDaClinica(
  deps: Deps,
  ator: Ator,
  p: { page: number; limit: number | null; id_paciente?: number | undefined },
): Promise<Pagina<Foto>> {
  if (p.id_paciente !== undefined) await exigirPaciente(deps.db, ator.idConta, p.id_paciente);
  const r = await listarFotos(deps.db, ator.idConta, {
    page: p.page,
    limit: p.limit,
    idPaciente: p.id_paciente,
  });
  return { itens: r.itens.map(paraApi), total: r.total };
}

async function obterFoto(db: Db, idConta: number, id: number) {
  const l = await buscarFoto(db, idConta, id);
  if (!l) throw naoEncontrado(MSG.fotos.naoEncontrada);
  return l;
}

export async function criarFoto(
  deps: Deps,
  ator: Ator,
  input: z.output<typeof fotoCreateSchema>,
): Promise<Foto> {
  const { bytes, tipo } = lerFoto(input.foto);
  const miniatura = lerMiniatura(input.miniatura);
  return deps.db.transaction().execute(async (trx) => {
    await exigirPaciente(trx, ator.idConta, input.id_paciente);
    const salvar = (b: Uint8Array, tipoMime: string, finalidade: 'foto' | 'miniatura') =>
      deps.arquivos.salvar(trx, { idConta: ator.idConta, finalidade, tipoMime, bytes: b });
    const id = await inserirFoto(trx, ator.idConta, {
      id_paciente: input.id_paciente,
      nome: input.nome,
      observacao: input.observacao,
      nome_arquivo: nomeParaDownload(input.nome_arquivo ?? input.nome, EXTENSAO_POR_TIPO[tipo] ?? 'img'),
      tipo_mime: tipo,
      tamanho: bytes.byteLength,
      id_arquivo: await salvar(bytes, tipo, 'foto'),
      id_miniatura: miniatura ? await salvar(miniatura.bytes, miniatura.tipo, 'miniatura') : null,
    });
    return paraApi(await obterFoto(trx, ator.idConta, id));
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
    return paraApi(await obterFoto(trx, ator.idConta, id));
  });
}

/** The row and its bytes go together. */
export async function removerFoto(deps: Deps, ator: Ator, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const r = await excluirFoto(trx, ator.idConta, id);
    if (!r) throw naoEncontrado(MSG.fotos.naoEncontrada);
    await deps.arquivos.remover(trx, ator.idConta, r.id_arquivo);
    if (r.id_miniatura) await deps.arquivos.remover(trx, ator.idConta, r.id_miniatura);
  });
}

/** The photo's bytes (or its thumbnail, when one was made), only for the clinic's own photos. */
export async function baixarFoto(deps: Deps, ator: Ator, id: number, miniatura: boolean) {
  const f = await obterFoto(deps.db, ator.idConta, id);
  const arquivo =
    (miniatura && f.id_miniatura ? await deps.arquivos.ler(deps.db, f.id_miniatura, 'miniatura') : null) ??
    (await deps.arquivos.ler(deps.db, f.id_arquivo, 'foto'));
  if (!arquivo) throw naoEncontrado(MSG.fotos.naoEncontrada);
  return { ...arquivo, nomeArquivo: f.nome_arquivo };
}

export type { FotoCreateInput };
