import { createHash } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Db } from '../db/kysely';
import { lerDaTabela, paraBuffer } from './armazenamento';
import { abrirObjeto, apagarObjeto, enviarObjeto } from './armazenamento-s3';

export type Destino = 's3' | 'banco';

export type Progresso = { movidos: number; restantes: number };

/** Rows read per batch; each row is then moved and committed on its own. */
const LOTE = 100;

/**
 * The key a moved row gets: fixed by its id (`<id_conta>/<finalidade>/<sha256 of the id>`), so a
 * run cut between sending the object and updating the row sends the same object again on the
 * next run instead of leaving a second copy in the bucket.
 */
const chaveMovida = (id: number, idConta: number, finalidade: string) =>
  `${idConta}/${finalidade}/${createHash('sha256').update(`arquivo:${id}`).digest('hex').slice(0, 32)}`;

/** Rows whose bytes are in the table (to S3) or in the bucket (back to the table). */
const pendentes = (db: Db, destino: Destino, idConta: number | null) => {
  let q = db.selectFrom('arquivo');
  if (idConta !== null) q = q.where('id_conta', '=', idConta);
  return destino === 's3'
    ? q.where('chave', 'is', null)
    : // Bucket keys have slashes; the disk driver's (32 hex characters) are left alone.
      q.where('chave', 'like', '%/%');
};

/**
 * Moves every file's bytes between the Postgres table and the bucket (issue 21), in id order,
 * batches of LOTE rows, each row in its own short update: a run that stops half-way (crash,
 * Ctrl+C) leaves every row either moved or untouched, and a rerun continues with what is left.
 * To the bucket: stream the table's bytes up, then point the row at the object (only if its
 * bytes are still in the table). Back: read the object (20 MB at most), put the bytes in the row
 * (only if it still points at that object), then delete the object. A row deleted meanwhile is
 * skipped (and its object deleted). The app may keep running: the S3 driver reads either place.
 */
export async function moverArquivos(
  db: Db,
  cliente: S3Client,
  bucket: string,
  destino: Destino,
  opcoes: {
    /** Only this clinic's files (a first trial, or a test on a shared database). */
    idConta?: number;
    aoProgresso?: (p: Progresso) => void;
  } = {},
): Promise<Progresso> {
  const idConta = opcoes.idConta ?? null;
  const aoProgresso = opcoes.aoProgresso ?? (() => {});
  const contar = async () =>
    Number(
      (
        await pendentes(db, destino, idConta)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let restantes = await contar();
  let movidos = 0;
  let depoisDe = 0;
  aoProgresso({ movidos, restantes });
  for (;;) {
    const lote = await pendentes(db, destino, idConta)
      .select(['id', 'id_conta', 'finalidade', 'tamanho', 'chave'])
      .where('id', '>', depoisDe)
      .orderBy('id')
      .limit(LOTE)
      .execute();
    if (lote.length === 0) break;
    for (const linha of lote) {
      depoisDe = linha.id;
      const feito =
        destino === 's3'
          ? await paraBucket(db, cliente, bucket, linha)
          : // Rows bound for the table were selected by their bucket key: never null here.
            linha.chave !== null && (await paraTabela(db, cliente, bucket, linha.id, linha.chave));
      restantes -= 1;
      if (feito) movidos += 1;
      aoProgresso({ movidos, restantes });
    }
  }
  return { movidos, restantes: await contar() };
}

async function paraBucket(
  db: Db,
  cliente: S3Client,
  bucket: string,
  linha: { id: number; id_conta: number; finalidade: string; tamanho: number },
): Promise<boolean> {
  const chave = chaveMovida(linha.id, linha.id_conta, linha.finalidade);
  await enviarObjeto(cliente, bucket, chave, lerDaTabela(db, linha.id, linha.tamanho));
  const r = await db
    .updateTable('arquivo')
    .set({ chave, conteudo: null })
    .where('id', '=', linha.id)
    .where('chave', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) return true;
  await apagarObjeto(cliente, bucket, chave);
  return false;
}

async function paraTabela(db: Db, cliente: S3Client, bucket: string, id: number, chave: string) {
  const corpo = await abrirObjeto(cliente, bucket, chave);
  // An object already gone: the row cannot be filled; it stays as it is (and is reported as left).
  if (!corpo) return false;
  const bytes = await paraBuffer(corpo);
  const r = await db
    .updateTable('arquivo')
    .set({ conteudo: bytes, chave: null })
    .where('id', '=', id)
    .where('chave', '=', chave)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await apagarObjeto(cliente, bucket, chave);
  return true;
}
