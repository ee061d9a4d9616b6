import { Readable } from 'node:stream';
import type { Db } from '../db/kysely';
import { DomainError } from './errors';

/** What a stored file is for: a URL of one purpose can never serve a file of another. */
export type Finalidade =
  | 'logo'
  | 'foto'
  | 'miniatura'
  | 'arquivo_paciente'
  | 'assinatura'
  /** A store's logo, banners and artist profile image (store back office, issue 16). */
  | 'imagem_loja'
  /** A spreadsheet being imported (issue 39): kept while its import may run, removed after. */
  | 'importacao';

/** Bytes as they arrive: a multipart file stream, any async iterable, or bytes already in memory. */
export type FonteBytes = AsyncIterable<Uint8Array> | Uint8Array;

/** What an upload must be: its size limit and its real type, read from its first bytes. */
export type RegraArquivo = {
  /** What the file is for (a bucket's key carries it: `<id_conta>/<finalidade>/...`). */
  finalidade: Finalidade;
  maxBytes: number;
  /** The real type from the first bytes (up to AMOSTRA_TIPO); null refuses the file. */
  tipo: (inicio: Uint8Array) => string | null;
  /** The slice's pt-BR messages: no bytes, too big, not an accepted type. */
  erros: { vazio: string; grande: string; tipo: string };
};

/** Bytes received and checked, not yet recorded: `gravar` (in a transaction) or `descartar`. */
export type Recebido = {
  tipoMime: string;
  tamanho: number;
  /** The disk driver's file name or the bucket's object key; null when the bytes are in memory (`bytes`). */
  chave: string | null;
  bytes: Buffer | null;
};

type ArquivoAberto = { tipoMime: string; tamanho: number; corpo: Readable };
type ArquivoNovo = { idConta: number; finalidade: Finalidade; tipoMime: string; bytes: Uint8Array };
type ArquivoLido = { tipoMime: string; bytes: Buffer };

/**
 * Where file bytes live (DECISIONS.md 8 and 24): outside the rows that list them, behind five
 * calls a driver implements (the Postgres table, a folder on disk, an S3-compatible bucket).
 * An upload is two steps so no transaction (in embedded mode: the only database connection) is
 * held while bytes travel: `receber` streams and checks them first, then `gravar` records the
 * metadata row inside the caller's transaction (`descartar` if that transaction fails).
 * `remover` deletes the row in the caller's transaction and returns what deletes the bytes,
 * to be called after the commit.
 */
export type DriverArquivos = {
  /** `idConta`: the clinic the upload is for (a bucket keys its objects by clinic). */
  receber(fonte: FonteBytes, regra: RegraArquivo, idConta: number): Promise<Recebido>;
  gravar(db: Db, recebido: Recebido, dono: { idConta: number; finalidade: Finalidade }): Promise<number>;
  descartar(recebido: Recebido): Promise<void>;
  /** A stream of the file; only one of the given purpose (and clinic, when given). */
  abrir(db: Db, id: number, finalidade: Finalidade, idConta?: number): Promise<ArquivoAberto | null>;
  remover(db: Db, idConta: number, id: number): Promise<() => Promise<void>>;
};

/** The driver plus two shortcuts for small files already in memory (signatures). */
export type Armazenamento = DriverArquivos & {
  /** Receives and records in one call, inside `db` (a transaction): small, checked bytes only. */
  salvar(db: Db, arquivo: ArquivoNovo): Promise<number>;
  /** The whole file in memory: small files only (a signature image). */
  ler(db: Db, id: number, finalidade: Finalidade): Promise<ArquivoLido | null>;
};

/** How many first bytes the type check sees (a DOCX's `word/` entry sits in its first entries). */
const AMOSTRA_TIPO = 256 * 1024;

export async function paraBuffer(corpo: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const c of corpo) partes.push(Buffer.from(c));
  return Buffer.concat(partes);
}

export function comAtalhos(driver: DriverArquivos): Armazenamento {
  return {
    ...driver,
    async salvar(db, a) {
      const recebido = await driver.receber(
        a.bytes,
        {
          finalidade: a.finalidade,
          maxBytes: Number.MAX_SAFE_INTEGER,
          tipo: () => a.tipoMime,
          erros: { vazio: '', grande: '', tipo: '' },
        },
        a.idConta,
      );
      try {
        return await driver.gravar(db, recebido, a);
      } catch (e) {
        await driver.descartar(recebido);
        throw e;
      }
    },
    async ler(db, id, finalidade) {
      const a = await driver.abrir(db, id, finalidade);
      return a ? { tipoMime: a.tipoMime, bytes: await paraBuffer(a.corpo) } : null;
    },
  };
}

async function* emPedacos(fonte: FonteBytes): AsyncIterable<Uint8Array> {
  if (fonte instanceof Uint8Array) yield fonte;
  else yield* fonte;
}

/**
 * Reads an upload once, checking it as it goes: the type from the first AMOSTRA_TIPO bytes,
 * then the size. Every accepted chunk goes to `escrever` (the driver's destination). On a
 * refusal the rest of the source is still read and dropped (a multipart parser then reaches the
 * next part and the client gets the answer instead of a reset connection), and the refusal is
 * thrown at the end with the slice's message.
 */
export async function receberVerificando(
  fonte: FonteBytes,
  regra: RegraArquivo,
  escrever: (pedaco: Uint8Array) => Promise<void>,
): Promise<{ tipoMime: string; tamanho: number }> {
  let tamanho = 0;
  let inicio: Buffer[] | null = [];
  let tamanhoInicio = 0;
  let tipoMime: string | null = null;
  let recusa: string | null = null;

  const conferirTipo = async () => {
    const amostra = Buffer.concat(inicio ?? []);
    inicio = null;
    tipoMime = regra.tipo(amostra);
    if (!tipoMime) recusa = regra.erros.tipo;
    else if (amostra.byteLength > 0) await escrever(amostra);
  };

  for await (const pedaco of emPedacos(fonte)) {
    if (recusa) continue;
    tamanho += pedaco.byteLength;
    if (tamanho > regra.maxBytes) {
      recusa = regra.erros.grande;
      continue;
    }
    if (inicio) {
      inicio.push(Buffer.from(pedaco));
      tamanhoInicio += pedaco.byteLength;
      if (tamanhoInicio >= AMOSTRA_TIPO) await conferirTipo();
    } else {
      await escrever(pedaco);
    }
  }
  if (recusa) throw new DomainError('ENTRADA_INVALIDA', recusa);
  if (tamanho === 0) throw new DomainError('ENTRADA_INVALIDA', regra.erros.vazio);
  if (inicio) await conferirTipo();
  if (recusa || !tipoMime) throw new DomainError('ENTRADA_INVALIDA', recusa ?? regra.erros.tipo);
  return { tipoMime, tamanho };
}

/** Postgres bytea read in chunks of this size, each its own short query. */
const PEDACO_LEITURA = 1024 * 1024;

/**
 * The bytes kept in the table, streamed: one `substring()` per chunk, so no query holds a
 * connection (in embedded mode, the only one) for the whole download.
 */
export function lerDaTabela(db: Db, id: number, tamanho: number): Readable {
  async function* pedacos() {
    for (let desde = 0; desde < tamanho; desde += PEDACO_LEITURA) {
      const r = await db
        .selectFrom('arquivo')
        .select((eb) =>
          eb
            .fn<Buffer | null>('substring', [eb.ref('conteudo'), eb.val(desde + 1), eb.val(PEDACO_LEITURA)])
            .as('p'),
        )
        .where('id', '=', id)
        .executeTakeFirst();
      if (!r?.p) throw new Error('arquivo removido durante a leitura');
      yield Buffer.from(r.p.buffer, r.p.byteOffset, r.p.byteLength);
    }
  }
  return Readable.from(pedacos(), { objectMode: false });
}

/** The metadata row of a file of one purpose (and clinic), without its bytes. */
export function buscarMetadados(db: Db, id: number, finalidade: Finalidade, idConta?: number) {
  let q = db
    .selectFrom('arquivo')
    .select(['id', 'tipo_mime', 'tamanho', 'chave'])
    .where('id', '=', id)
    .where('finalidade', '=', finalidade);
  if (idConta !== undefined) q = q.where('id_conta', '=', idConta);
  return q.executeTakeFirst();
}

/**
 * The bytes of an upload field either way it came: a file already received from multipart, or
 * the old JSON body's data URL (decoded and received here). null when neither was sent.
 */
export async function receberEntrada(
  arquivos: Armazenamento,
  idConta: number,
  recebido: Recebido | undefined,
  dataUrl: string | null | undefined,
  regra: RegraArquivo,
  decodificar: (texto: string) => Uint8Array | null,
): Promise<Recebido | null> {
  if (recebido) return recebido;
  if (!dataUrl) return null;
  const bytes = decodificar(dataUrl);
  if (!bytes) throw new DomainError('ENTRADA_INVALIDA', regra.erros.vazio);
  return arquivos.receber(bytes, regra, idConta);
}

/** Runs `fn` with received files; if it fails, their bytes are dropped (nothing refers to them). */
export async function descartarSeFalhar<T>(
  arquivos: Armazenamento,
  recebidos: (Recebido | null | undefined)[],
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    await Promise.all(recebidos.map((r) => (r ? arquivos.descartar(r).catch(() => {}) : null)));
    throw e;
  }
}

/** Deletes the bytes of removed rows once their transaction committed (see `remover`). */
export async function apagarDepois(apagar: (() => Promise<void>)[]): Promise<void> {
  await Promise.all(apagar.map((f) => f().catch(() => {})));
}
