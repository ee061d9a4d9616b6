import { Readable } from 'node:stream';
import { MSG } from '@clinica/contracts';
import { campoDe, chavesDe, textoDe } from '@clinica/domain';
import { sql } from 'kysely';
import { ZipFile } from 'yazl';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { gravarAcesso } from '../acesso-paciente/acesso-paciente.service';
import { ANAMNESE } from '../anamnese/anamnese.assinavel';
import { imprimirRegistro } from '../assinatura-digital/registro-assinavel.service';
import { DOCUMENTO } from '../documento/documento.assinavel';
import { type CabecalhoDados, dadosJson } from './dados-json';
import {
  anamnesesAssinadas,
  buscarPaciente,
  consultas,
  documentosAssinados,
  emLotes,
} from './exportacao-paciente.repository';
import { diaDaClinica, nomeSeguro, slug } from './formato';
import { htmlAnamnese, htmlDocumento } from './impressao-html';

export type Exportacao = {
  /** `paciente-<id>-dados-<aaaa-mm-dd>.zip`: the id, not the name (proxies log file names). */
  nomeArquivo: string;
  /** The ZIP as it is made; destroyed (a broken download) if anything fails midway. */
  corpo: Readable;
  /** The client went away: stop reading and free the export slot. */
  encerrar: () => void;
};

/** Where a failure is told: its code only (a SQLSTATE, ENOENT…), never a message with data in it. */
export type AoFalhar = (codigo: string) => void;

const codigoDe = (e: unknown): string => {
  const c = campoDe(e, 'code');
  return typeof c === 'string' ? c : (textoDe(e, 'name') ?? 'Error');
};

const EXTENSAO: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const contar = async (deps: Deps, q: { compile: () => unknown }) => {
  const r = await sql<{ n: string }>`select count(*) as n from (${q}) as s`.execute(deps.db);
  return Number(r.rows[0]?.n ?? 0);
};

/**
 * 'Exportar dados do paciente' (issue 19): one ZIP with resumo.pdf, dados.json, the signed
 * documents' and anamneses' print views with their evidence, and the photos' and files' bytes.
 * Streamed (yazl): every entry is opened only when the ZIP reaches it, one at a time, and rows
 * are read in keyset batches, so neither the archive nor a list is ever whole in memory. The
 * export is logged (acesso_paciente 'exportacao') once the patient is known to be this clinic's,
 * before the archive's first byte.
 */
export async function exportarPaciente(
  deps: Deps,
  ator: Ator,
  origem: Origem,
  idPaciente: number,
  aoFalhar: AoFalhar,
): Promise<Exportacao> {
  const paciente = await buscarPaciente(deps.db, ator.idConta, idPaciente);
  if (!paciente) throw naoEncontrado(MSG.pacientes.naoEncontrado);
  // One of the clinic's export slots (shared with the unpaged lists, DECISIONS 23): a few at once.
  const vaga = await deps.exportacoes.tomar(ator.idConta);
  if (!vaga)
    throw new DomainError('MUITAS_TENTATIVAS', MSG.geral.muitasExportacoes, {
      retryAfterSeconds: deps.exportacoes.parametros.tenteEmSeg,
    });
  const fuso = ator.conta.fuso;
  const agora = deps.agora();
  const q = consultas(deps.db, ator.idConta, idPaciente);
  let quantos: Record<string, number>;
  try {
    // Reads still queued for the access log go in first, so the export's list is up to date.
    await deps.acessos.descarregar();
    const chaves = chavesDe(q);
    const ns = await Promise.all(chaves.map((k) => contar(deps, q[k]())));
    quantos = Object.fromEntries(chaves.map((k, i) => [k, ns[i] ?? 0]));
    // Logged before the first byte leaves (issue 38): no row, no export.
    await gravarAcesso(deps, ator, origem, idPaciente, 'exportacao');
  } catch (e) {
    await vaga.liberar();
    throw e;
  }

  const cab: CabecalhoDados = {
    exportado_em: agora.toISOString(),
    exportado_por: { id: ator.idUsuario, nome: ator.nome },
    clinica: { id: ator.conta.id, nome: ator.conta.nome },
    paciente,
  };
  const zip = new ZipFile();
  const saida = zip.outputStream as Readable;
  let atual: Readable | null = null;
  let fim = false;
  const renovar = setInterval(
    () => void vaga.renovar(),
    (deps.exportacoes.parametros.concessaoSeg * 1000) / 3,
  );
  renovar.unref();
  const encerrar = () => {
    if (fim) return;
    fim = true;
    clearInterval(renovar);
    atual?.destroy();
    void vaga.liberar();
  };
  const falhar = (e: unknown) => {
    if (fim) return;
    aoFalhar(codigoDe(e));
    encerrar();
    // Headers are gone by now: destroying the body cuts the connection (a broken download).
    saida.destroy(new Error('exportação interrompida'));
  };
  saida.once('end', encerrar);
  saida.once('close', encerrar);
  zip.on('error', falhar);

  const entrada = (
    nome: string,
    comprimir: boolean,
    abrir: () => Promise<Readable> | Readable,
    tamanho?: number,
  ) =>
    zip.addReadStreamLazy(
      nome,
      { mtime: agora, compress: comprimir, ...(tamanho === undefined ? {} : { size: tamanho }) },
      (cb) => {
        Promise.resolve()
          .then(abrir)
          .then((s) => {
            atual = s;
            s.once('error', falhar);
            cb(null, s);
          }, falhar);
      },
    );

  // pdfkit (200 ms to load) only when an export runs, not on every start (issue 20).
  entrada('resumo.pdf', false, async () => {
    const { resumoPdf } = await import('./resumo-pdf');
    return resumoPdf(cab, q, fuso, quantos) as unknown as Readable;
  });
  entrada('dados.json', true, () => Readable.from(dadosJson(cab, q)));

  // The entries are listed now (metadata only); each one's bytes are read when its turn comes.
  void (async () => {
    for await (const lote of emLotes(documentosAssinados(deps.db, ator.idConta, idPaciente))) {
      for (const d of lote) {
        entrada(`documentos/documento-${d.id}-${slug(d.titulo)}.html`, true, async () => {
          const doc = await imprimirRegistro(deps, ator, DOCUMENTO, d.codigo);
          const imagem = await imagemAssinatura(deps, d.id_arquivo_assinatura);
          const verificacao = deps.urls.absoluta(`/verificar/${d.codigo}`);
          return Readable.from([htmlDocumento(doc, { imagem, fuso, verificacao })]);
        });
      }
    }
    for await (const lote of emLotes(anamnesesAssinadas(deps.db, ator.idConta, idPaciente))) {
      for (const a of lote) {
        entrada(`documentos/anamnese-${a.id}-${slug(a.nome_modelo)}.html`, true, async () => {
          const anamnese = await imprimirRegistro(deps, ator, ANAMNESE, a.codigo);
          const imagem = await imagemAssinatura(deps, a.id_arquivo_assinatura);
          return Readable.from([htmlAnamnese(anamnese, { imagem, fuso })]);
        });
      }
    }
    for await (const lote of emLotes(q.fotos())) {
      for (const f of lote) {
        const ext = EXTENSAO[f.tipo_mime] ?? 'bin';
        // Photos are already compressed: stored as they are.
        entrada(
          `fotos/${f.id}.${ext}`,
          false,
          () => abrirArquivo(deps, f.id_arquivo, 'foto', ator.idConta),
          f.tamanho,
        );
      }
    }
    for await (const lote of emLotes(q.arquivos())) {
      for (const a of lote) {
        entrada(
          `arquivos/${a.id}-${nomeSeguro(a.nome_arquivo)}`,
          true,
          () => abrirArquivo(deps, a.id_arquivo, 'arquivo_paciente', ator.idConta),
          a.tamanho,
        );
      }
    }
    zip.end();
  })().catch(falhar);

  return {
    nomeArquivo: `paciente-${idPaciente}-dados-${diaDaClinica(agora, fuso)}.zip`,
    corpo: saida,
    encerrar: () => {
      if (!saida.readableEnded) encerrar();
    },
  };
}

/** The signature image inline (data URL): small, read whole (armazenamento.ler is for this). */
async function imagemAssinatura(deps: Deps, idArquivo: number | null): Promise<string | null> {
  if (idArquivo === null) return null;
  const img = await deps.arquivos.ler(deps.db, idArquivo, 'assinatura');
  return img ? `data:${img.tipoMime};base64,${img.bytes.toString('base64')}` : null;
}

/** A stored file as a stream; a missing one fails the export (the ZIP would not hold what it claims). */
async function abrirArquivo(
  deps: Deps,
  idArquivo: number,
  finalidade: 'foto' | 'arquivo_paciente',
  idConta: number,
): Promise<Readable> {
  const a = await deps.arquivos.abrir(deps.db, idArquivo, finalidade, idConta);
  if (!a) throw Object.assign(new Error('arquivo ausente'), { code: 'ARQUIVO_AUSENTE' });
  return a.corpo;
}
