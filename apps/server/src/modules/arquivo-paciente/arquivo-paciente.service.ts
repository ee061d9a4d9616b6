import { type ArquivoPaciente, type arquivoCreateSchema, MSG, type Pagina } from '@clinica/contracts';
import {
  ARQUIVO_MAX_BYTES,
  detectarTipoDocumento,
  EXTENSAO_POR_TIPO,
  nomeParaDownload,
} from '@clinica/domain';
import type { z } from 'zod';
import type { PedidoDaClinica } from '../../db/lista';
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
import {
  arquivosDaClinica,
  buscarArquivo,
  inserirArquivo,
  listarArquivos,
} from './arquivo-paciente.repository';

type Linha = NonNullable<Awaited<ReturnType<typeof buscarArquivo>>>;

/**
 * The URL is absolute and signed for the clinic (issue 17) and the file's state (issue 38:
 * archiving it retires the URL); `arquivo` is the spec's field.
 */
const paraApi = (deps: Deps, { id_arquivo: _a, id_conta, ...l }: Linha): ArquivoPaciente => {
  const url = deps.urls.assinar(`/api/arquivos/${l.id}/download`, id_conta, {
    arquivado: l.arquivado_em !== null,
  });
  return {
    ...l,
    criado_em: l.criado_em.toISOString(),
    arquivado_em: l.arquivado_em?.toISOString() ?? null,
    url,
    arquivo: url,
  };
};

/**
 * PDF, DOC or DOCX by the first bytes (spec 02 §5; a DOCX's `word/` entry comes in its first
 * entries), at most 20 MB (DECISIONS.md 8).
 */
export const REGRA_ARQUIVO: RegraArquivo = {
  finalidade: 'arquivo_paciente',
  maxBytes: ARQUIVO_MAX_BYTES,
  tipo: detectarTipoDocumento,
  erros: { vazio: MSG.arquivos.selecione, grande: MSG.arquivos.grande, tipo: MSG.arquivos.tipoInvalido },
};

export async function listarArquivosDoPaciente(
  deps: Deps,
  ator: Ator,
  p: { page: number; limit: number | null; id_paciente: number; arquivados?: boolean | undefined },
): Promise<Pagina<ArquivoPaciente>> {
  await exigirPaciente(deps.db, ator.idConta, p.id_paciente);
  const r = await listarArquivos(deps.db, ator.idConta, { ...p, idPaciente: p.id_paciente });
  return { itens: r.itens.map((l) => paraApi(deps, l)), total: r.total };
}

/** Every patient's files after `apos`, in id order (the clinic-wide REST list, issue 39). */
export async function listarArquivosAposId(deps: Deps, ator: Ator, p: PedidoDaClinica) {
  const r = await arquivosDaClinica(deps.db, ator.idConta, p);
  return { itens: r.itens.map((l) => paraApi(deps, l)), total: r.total };
}

/**
 * A new patient file: its bytes arrive already received (multipart) or as the old JSON body's
 * data URL; either way they are stored before the transaction, which only records the rows.
 */
export async function criarArquivo(
  deps: Deps,
  ator: Ator,
  input: z.output<typeof arquivoCreateSchema>,
  recebidos: { arquivo?: Recebido } = {},
): Promise<ArquivoPaciente> {
  const recebidosAgora: (Recebido | null)[] = [recebidos.arquivo ?? null];
  return descartarSeFalhar(deps.arquivos, recebidosAgora, async () => {
    const r = await receberEntrada(
      deps.arquivos,
      ator.idConta,
      recebidos.arquivo,
      input.arquivo,
      REGRA_ARQUIVO,
      decodificarDataUrl,
    );
    recebidosAgora.push(r);
    if (!r) throw new DomainError('ENTRADA_INVALIDA', MSG.arquivos.selecione);
    return deps.db.transaction().execute(async (trx) => {
      await exigirPaciente(trx, ator.idConta, input.id_paciente);
      const idArquivo = await deps.arquivos.gravar(trx, r, {
        idConta: ator.idConta,
        finalidade: 'arquivo_paciente',
      });
      const id = await inserirArquivo(trx, ator.idConta, {
        id_paciente: input.id_paciente,
        nome: input.nome,
        observacao: input.observacao,
        nome_arquivo: nomeParaDownload(
          input.nome_arquivo ?? input.nome,
          EXTENSAO_POR_TIPO[r.tipoMime] ?? 'bin',
        ),
        tipo_mime: r.tipoMime,
        tamanho: r.tamanho,
        id_arquivo: idArquivo,
      });
      const l = await buscarArquivo(trx, ator.idConta, id);
      return paraApi(deps, l!);
    });
  });
}

/**
 * 'Excluir' archives the file (retention, issue 19): hidden from the list, row and bytes kept;
 * archiving it again answers 404 as deleting it again did. Hard deletion: arquivamento.service.
 */
export async function removerArquivo(deps: Deps, ator: Ator, id: number): Promise<void> {
  await arquivarRegistro(deps.db, ator, 'arquivo', id, deps.agora());
}

/**
 * The file as a stream, of `idConta` (the caller's clinic, or the one a signed URL names).
 * `arquivado`, for a signed URL, is the state it was made for: a file archived or restored since
 * answers 404 (issue 38).
 */
export async function baixarArquivo(deps: Deps, idConta: number, id: number, arquivado?: boolean) {
  const a = await buscarArquivo(deps.db, idConta, id);
  if (!a) throw naoEncontrado(MSG.arquivos.naoEncontrado);
  if (arquivado !== undefined && arquivado !== (a.arquivado_em !== null)) {
    throw naoEncontrado(MSG.arquivos.naoEncontrado);
  }
  const conteudo = await deps.arquivos.abrir(deps.db, a.id_arquivo, 'arquivo_paciente', idConta);
  if (!conteudo) throw naoEncontrado(MSG.arquivos.naoEncontrado);
  return { ...conteudo, nomeArquivo: a.nome_arquivo, idPaciente: a.id_paciente };
}
