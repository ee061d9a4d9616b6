import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { MSG } from '@clinica/contracts';
import { campoDe } from '@clinica/domain';
import type { ConfigS3 } from '../config';
import { buscarMetadados, type DriverArquivos, lerDaTabela, receberVerificando } from './armazenamento';
import { inserirArquivo } from './armazenamento-postgres';
import { DomainError } from './errors';

/** `<id_conta>/<finalidade>/<128 random bits in hex>`: a bucket can be split by clinic by prefix. */
const CHAVE_S3 = /^\d+\/[a-z_]+\/[0-9a-f]{32}$/;

/** Multipart part size (S3's minimum): at most PARTES_EM_VOO parts of an upload are in memory. */
const TAMANHO_PARTE = 5 * 1024 * 1024;
const PARTES_EM_VOO = 2;

/** The S3 client for a configuration; credentials from the SDK's default chain (AWS_* variables). */
export function criarClienteS3(c: ConfigS3): S3Client {
  return new S3Client({
    region: c.region,
    ...(c.endpoint ? { endpoint: c.endpoint } : {}),
    forcePathStyle: c.forcePathStyle,
    // Without these, a bucket server that accepts the connection and then says nothing holds an
    // upload (and the person waiting on it) for the operating system's minutes (issue 38).
    // socketTimeout is the idle time (a long upload that keeps sending is never cut);
    // requestTimeout, a total, would only log a warning in this SDK unless told to throw.
    requestHandler: { connectionTimeout: c.timeoutConexaoMs, socketTimeout: c.timeoutPedidoMs },
    maxAttempts: 2,
    // The SDK's newer default checksums (CRC32 trailers, aws-chunked bodies) are refused by many
    // S3-compatible servers; they are only sent where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const ehChaveS3 = (chave: string) => CHAVE_S3.test(chave);

/**
 * A failure of the bucket (timeout, refused connection, 5xx, bad credentials) is the service's,
 * not the person's: 503 'Armazenamento indisponível, tente novamente.' with the cause kept for
 * the log. Our own refusals (type, size) pass through as they are.
 */
function comoIndisponivel(e: unknown): DomainError {
  if (e instanceof DomainError) return e;
  return new DomainError('SERVICO_INDISPONIVEL', MSG.geral.armazenamentoIndisponivel, { cause: e });
}

/** A new object key for a clinic's file of one purpose. */
const novaChaveS3 = (idConta: number, finalidade: string) =>
  `${idConta}/${finalidade}/${randomBytes(16).toString('hex')}`;

/** Streams `corpo` into the bucket under `chave` (multipart above one part); aborted if `corpo` fails. */
export async function enviarObjeto(
  cliente: S3Client,
  bucket: string,
  chave: string,
  corpo: Readable,
  tipoMime = 'application/octet-stream',
): Promise<void> {
  await new Upload({
    client: cliente,
    params: { Bucket: bucket, Key: chave, Body: corpo, ContentType: tipoMime },
    partSize: TAMANHO_PARTE,
    queueSize: PARTES_EM_VOO,
  }).done();
}

/** The object's bytes as a Node stream, or null when it is not in the bucket. */
export async function abrirObjeto(
  cliente: S3Client,
  bucket: string,
  chave: string,
): Promise<Readable | null> {
  let r: GetObjectCommandOutput;
  try {
    r = await cliente.send(new GetObjectCommand({ Bucket: bucket, Key: chave }));
  } catch (e) {
    if (e instanceof NoSuchKey || campoDe(e, 'name') === 'NoSuchKey') return null;
    throw e;
  }
  // In Node the SDK's body is an IncomingMessage (a Readable); the web's typecheck also sees the
  // browser's ReadableStream in its type, hence the cast through unknown.
  return r.Body instanceof Readable ? r.Body : Readable.from(r.Body as unknown as AsyncIterable<Uint8Array>);
}

export async function apagarObjeto(cliente: S3Client, bucket: string, chave: string): Promise<void> {
  await cliente.send(new DeleteObjectCommand({ Bucket: bucket, Key: chave }));
}

/**
 * Files in an S3-compatible bucket (issue 21): the `arquivo` row keeps the metadata and the object
 * key, as with the disk driver. An upload is checked as it streams (type from the first bytes,
 * size limit) straight into a multipart upload: at most two 5 MB parts are in memory. A refused or
 * failed upload is aborted and its key deleted, so nothing is left in the bucket. Rows whose bytes
 * are still in the table (before `arquivos:mover -- --para s3`) are read from the table.
 */
export function criarDriverS3(c: ConfigS3, cliente: S3Client = criarClienteS3(c)): DriverArquivos {
  const apagar = (chave: string) => apagarObjeto(cliente, c.bucket, chave);

  return {
    async receber(fonte, regra, idConta) {
      const chave = novaChaveS3(idConta, regra.finalidade);
      const corpo = new PassThrough();
      const envio = enviarObjeto(cliente, c.bucket, chave, corpo);
      // A failed upload must stop the writer below (it may be waiting for 'drain').
      const falhou = envio.then(
        () => new Promise<never>(() => {}),
        (e: unknown) => Promise.reject(e),
      );
      falhou.catch(() => {});
      try {
        const r = await receberVerificando(fonte, regra, async (p) => {
          if (!corpo.write(p)) await Promise.race([once(corpo, 'drain'), falhou]);
        });
        corpo.end();
        await envio;
        return { ...r, chave, bytes: null };
      } catch (e) {
        corpo.destroy(new Error('envio recusado'));
        await envio.catch(() => {});
        await apagar(chave).catch(() => {});
        throw comoIndisponivel(e);
      }
    },
    gravar: inserirArquivo,
    async descartar(r) {
      if (r.chave && ehChaveS3(r.chave)) await apagar(r.chave);
    },
    async abrir(db, id, finalidade, idConta) {
      const m = await buscarMetadados(db, id, finalidade, idConta);
      if (!m) return null;
      if (!m.chave)
        return { tipoMime: m.tipo_mime, tamanho: m.tamanho, corpo: lerDaTabela(db, m.id, m.tamanho) };
      if (!ehChaveS3(m.chave)) return null;
      const corpo = await abrirObjeto(cliente, c.bucket, m.chave).catch((e: unknown) => {
        throw comoIndisponivel(e);
      });
      return corpo ? { tipoMime: m.tipo_mime, tamanho: m.tamanho, corpo } : null;
    },
    async remover(db, idConta, id) {
      const r = await db
        .deleteFrom('arquivo')
        .where('id_conta', '=', idConta)
        .where('id', '=', id)
        .returning('chave')
        .executeTakeFirst();
      const chave = r?.chave;
      return chave && ehChaveS3(chave) ? () => apagar(chave) : async () => {};
    },
  };
}
