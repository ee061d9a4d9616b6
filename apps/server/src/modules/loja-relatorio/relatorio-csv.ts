import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { MSG, type Pagina } from '@clinica/contracts';
import { cabecalhoCsvRelatorio, LIMITE_RELATORIO, linhaCsvRelatorio } from '@clinica/domain';
import type { FastifyReply } from 'fastify';
import type { Lote, PaginaPedida } from '../../db/lista';
import { DomainError } from '../../platform/errors';
import type { Vaga } from '../../platform/vagas-exportacao';
import { codificacaoAceita } from '../../rest/lista';
import { origemDaRequisicao } from '../../rest/origem';
import type { DefinicaoRelatorio, Escopo } from './relatorio.definicoes';

/**
 * A report as a CSV file, streamed (issue 16: up to 100,000 rows, "not built in memory"): rows
 * read in keyset batches from the report's own order, each batch turned into lines and written,
 * so memory holds one batch whatever the range. Like the unpaged lists (DECISIONS 23): an export
 * longer than one batch takes one of the account's export slots (429 when none is free), the
 * export is recorded before the first byte, and the body is gzip/br when the client accepts it.
 */
export async function enviarRelatorioCsv<L, A>(
  reply: FastifyReply,
  def: DefinicaoRelatorio<L, A>,
  escopo: Escopo,
  ler: (p: PaginaPedida) => Promise<Pagina<L>>,
  nomeArquivo: string,
): Promise<FastifyReply> {
  const exportacoes = reply.server.exportacoes;
  const lote: Lote = { tamanho: exportacoes.parametros.loteLinhas, apos: null, proximo: null };
  const pedido = (): PaginaPedida => ({ page: 1, limit: lote.tamanho, q: '', lote });
  const primeiro = await ler(pedido());
  let vaga: Vaga | null = null;
  if (primeiro.itens.length >= lote.tamanho) {
    vaga = await exportacoes.tomar(escopo.idConta);
    if (!vaga)
      throw new DomainError('MUITAS_TENTATIVAS', MSG.geral.muitasExportacoes, {
        retryAfterSeconds: exportacoes.parametros.tenteEmSeg,
      });
  }
  const ator = reply.request.ator;
  if (ator)
    await reply.server.registrarExportacao({
      idConta: ator.idConta,
      idUsuario: ator.idUsuario,
      rota: `${reply.request.method} ${reply.request.routeOptions.url ?? ''}`,
      origem: origemDaRequisicao(reply.request),
    });

  async function* corpo() {
    try {
      yield cabecalhoCsvRelatorio(def.tipo);
      let r = primeiro;
      let enviadas = 0;
      for (;;) {
        const itens = r.itens.slice(0, LIMITE_RELATORIO - enviadas);
        // One chunk per batch: few large writes for zlib and the socket.
        if (itens.length > 0)
          yield itens.map((l) => linhaCsvRelatorio(def.tipo, def.celulas(l, escopo.fuso))).join('');
        enviadas += itens.length;
        if (r.itens.length < lote.tamanho || enviadas >= LIMITE_RELATORIO) break;
        if (!lote.proximo) throw new Error('relatório sem cursor de lote');
        lote.apos = lote.proximo;
        lote.proximo = null;
        r = await ler(pedido());
      }
    } finally {
      await vaga?.liberar();
    }
  }

  let fluxo: Readable = Readable.from(corpo(), { objectMode: false, highWaterMark: 1 });
  const cod = codificacaoAceita(reply.request.headers['accept-encoding']);
  if (cod) {
    const compressor =
      cod === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : createGzip({ level: 6 });
    // pipeline destroys both ends when either fails or the client leaves: never a cut file that looks whole.
    fluxo = pipeline(fluxo, compressor, () => undefined);
    reply.header('content-encoding', cod);
  }
  if (vaga) {
    const v = vaga;
    const timer = setInterval(() => void v.renovar(), (exportacoes.parametros.concessaoSeg * 1000) / 3);
    timer.unref();
    const fim = () => {
      clearInterval(timer);
      void v.liberar();
    };
    fluxo.once('close', fim);
    reply.raw.once('close', fim);
  }
  return reply
    .header('vary', 'accept-encoding')
    .header('x-total-count', String(primeiro.total))
    .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
    .type('text/csv; charset=utf-8')
    .send(fluxo);
}
