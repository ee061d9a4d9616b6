import type { Db } from '../db/kysely';
import {
  buscarMetadados,
  type DriverArquivos,
  type Finalidade,
  lerDaTabela,
  type Recebido,
  receberVerificando,
} from './armazenamento';

/** Inserts the metadata row with either the bytes or a driver's key. */
export async function inserirArquivo(
  db: Db,
  r: Recebido,
  dono: { idConta: number; finalidade: Finalidade },
): Promise<number> {
  const { id } = await db
    .insertInto('arquivo')
    .values({
      id_conta: dono.idConta,
      finalidade: dono.finalidade,
      tipo_mime: r.tipoMime,
      tamanho: r.tamanho,
      conteudo: r.chave ? null : r.bytes,
      chave: r.chave,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The `arquivo` table keeps the bytes (DECISIONS 24: the default with DATABASE_URL). A pool has
 * many connections, so the checked upload (at most 20 MB) is held in memory and inserted in the
 * caller's transaction; downloads read it back in 1 MB chunks.
 */
export const driverPostgres: DriverArquivos = {
  async receber(fonte, regra) {
    const partes: Buffer[] = [];
    const r = await receberVerificando(fonte, regra, async (p) => {
      partes.push(Buffer.from(p));
    });
    return { ...r, chave: null, bytes: Buffer.concat(partes) };
  },
  gravar: inserirArquivo,
  async descartar() {},
  async abrir(db, id, finalidade, idConta) {
    const m = await buscarMetadados(db, id, finalidade, idConta);
    if (!m) return null;
    return { tipoMime: m.tipo_mime, tamanho: m.tamanho, corpo: lerDaTabela(db, m.id, m.tamanho) };
  },
  async remover(db, idConta, id) {
    await db.deleteFrom('arquivo').where('id_conta', '=', idConta).where('id', '=', id).execute();
    return async () => {};
  },
};
