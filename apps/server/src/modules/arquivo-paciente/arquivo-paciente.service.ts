import { type ArquivoPaciente, type arquivoCreateSchema, MSG, type Pagina } from '@clinica/contracts';
import { ARQUIVO_MAX_BYTES, detectarTipoDocumento, EXTENSAO_POR_TIPO } from '@clinica/domain';
import type { z } from 'zod';
import type { Ator } from '../../platform/ator';
import { decodificarDataUrl, nomeParaDownload } from '../../platform/data-url';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { exigirPaciente } from '../paciente/paciente.service';
import { buscarArquivo, excluirArquivo, inserirArquivo, listarArquivos } from './arquivo-paciente.repository';

type Linha = NonNullable<Awaited<ReturnType<typeof buscarArquivo>>>;

const paraApi = ({ id_arquivo: _a, ...l }: Linha): ArquivoPaciente => ({
  ...l,
  criado_em: l.criado_em.toISOString(),
  url: `/api/arquivos/${l.id}/download`,
});

/** PDF, DOC or DOCX by the bytes (spec 02 §5), at most 20 MB (DECISIONS.md 8). */
export function lerArquivo(dataUrl: string) {
  const bytes = decodificarDataUrl(dataUrl);
  if (!bytes || bytes.byteLength === 0) throw new DomainError('ENTRADA_INVALIDA', MSG.arquivos.selecione);
  if (bytes.byteLength > ARQUIVO_MAX_BYTES) throw new DomainError('ENTRADA_INVALIDA', MSG.arquivos.grande);
  const tipo = detectarTipoDocumento(bytes);
  if (!tipo) throw new DomainError('ENTRADA_INVALIDA', MSG.arquivos.tipoInvalido);
  return { bytes, tipo };
}

export async function listarArquivosDoPaciente(
  deps: Deps,
  ator: Ator,
  p: { page: number; limit: number | null; id_paciente: number },
): Promise<Pagina<ArquivoPaciente>> {
  await exigirPaciente(deps.db, ator.idConta, p.id_paciente);
  const r = await listarArquivos(deps.db, ator.idConta, { ...p, idPaciente: p.id_paciente });
  return { itens: r.itens.map(paraApi), total: r.total };
}

export async function criarArquivo(
  deps: Deps,
  ator: Ator,
  input: z.output<typeof arquivoCreateSchema>,
): Promise<ArquivoPaciente> {
  const { bytes, tipo } = lerArquivo(input.arquivo);
  return deps.db.transaction().execute(async (trx) => {
    await exigirPaciente(trx, ator.idConta, input.id_paciente);
    const idArquivo = await deps.arquivos.salvar(trx, {
      idConta: ator.idConta,
      finalidade: 'arquivo_paciente',
      tipoMime: tipo,
      bytes,
    });
    const id = await inserirArquivo(trx, ator.idConta, {
      id_paciente: input.id_paciente,
      nome: input.nome,
      observacao: input.observacao,
      nome_arquivo: nomeParaDownload(input.nome_arquivo ?? input.nome, EXTENSAO_POR_TIPO[tipo] ?? 'bin'),
      tipo_mime: tipo,
      tamanho: bytes.byteLength,
      id_arquivo: idArquivo,
    });
    const l = await buscarArquivo(trx, ator.idConta, id);
    return paraApi(l!);
  });
}

export async function removerArquivo(deps: Deps, ator: Ator, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const r = await excluirArquivo(trx, ator.idConta, id);
    if (!r) throw naoEncontrado(MSG.arquivos.naoEncontrado);
    await deps.arquivos.remover(trx, ator.idConta, r.id_arquivo);
  });
}

export async function baixarArquivo(deps: Deps, ator: Ator, id: number) {
  const a = await buscarArquivo(deps.db, ator.idConta, id);
  if (!a) throw naoEncontrado(MSG.arquivos.naoEncontrado);
  const conteudo = await deps.arquivos.ler(deps.db, a.id_arquivo, 'arquivo_paciente');
  if (!conteudo) throw naoEncontrado(MSG.arquivos.naoEncontrado);
  return { ...conteudo, nomeArquivo: a.nome_arquivo };
}
