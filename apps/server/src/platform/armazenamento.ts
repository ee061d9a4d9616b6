import type { Db } from '../db/kysely';

/** What a stored file is for: a URL of one purpose can never serve a file of another. */
export type Finalidade = 'logo' | 'foto' | 'miniatura' | 'arquivo_paciente' | 'assinatura';
export type ArquivoNovo = { idConta: number; finalidade: Finalidade; tipoMime: string; bytes: Uint8Array };
export type ArquivoLido = { tipoMime: string; bytes: Buffer };

/**
 * Where file bytes live (DECISIONS.md 8): outside the rows that list them. The Postgres store
 * keeps them in the `arquivo` table; an S3-compatible store can implement the same three calls.
 * `db` lets a caller save inside its own transaction.
 */
export type Armazenamento = {
  salvar(db: Db, arquivo: ArquivoNovo): Promise<number>;
  /** Only a file of the given purpose: a logo URL can never serve a patient's file. */
  ler(db: Db, id: number, finalidade: ArquivoNovo['finalidade']): Promise<ArquivoLido | null>;
  remover(db: Db, idConta: number, id: number): Promise<void>;
};

export const armazenamentoPostgres: Armazenamento = {
  async salvar(db, a) {
    const { id } = await db
      .insertInto('arquivo')
      .values({
        id_conta: a.idConta,
        finalidade: a.finalidade,
        tipo_mime: a.tipoMime,
        tamanho: a.bytes.byteLength,
        conteudo: Buffer.from(a.bytes),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  async ler(db, id, finalidade) {
    const r = await db
      .selectFrom('arquivo')
      .select(['tipo_mime', 'conteudo'])
      .where('id', '=', id)
      .where('finalidade', '=', finalidade)
      .executeTakeFirst();
    if (!r) return null;
    const u8 = r.conteudo;
    return { tipoMime: r.tipo_mime, bytes: Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength) };
  },
  async remover(db, idConta, id) {
    await db.deleteFrom('arquivo').where('id_conta', '=', idConta).where('id', '=', id).execute();
  },
};
