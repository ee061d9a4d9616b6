import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buscarMetadados, type DriverArquivos, lerDaTabela, receberVerificando } from './armazenamento';
import { inserirArquivo } from './armazenamento-postgres';

/** 128 random bits in hex: the only names the driver writes or opens (nothing can escape the folder). */
const CHAVE = /^[0-9a-f]{32}$/;

/**
 * Files on disk under `pasta` (DATA_DIR/arquivos in the embedded mode): the database row keeps
 * only metadata and the key, so no file byte passes through PGlite's single connection.
 * Writes go to `tmp/` and are renamed into place once complete and synced (a crash never leaves a
 * half file under a real name); files live in 256 sub-folders by the key's first two characters.
 * Rows written before this driver (bytes in the table) are still read from the table.
 */
export function criarDriverDisco(pasta: string): DriverArquivos {
  const raiz = path.resolve(pasta);
  const temporaria = path.join(raiz, 'tmp');
  const caminho = (chave: string) => {
    if (!CHAVE.test(chave)) throw new Error('chave de arquivo inválida');
    return path.join(raiz, chave.slice(0, 2), chave);
  };
  const apagar = (arquivo: string) => fs.rm(arquivo, { force: true });

  return {
    async receber(fonte, regra) {
      await fs.mkdir(temporaria, { recursive: true });
      const chave = randomBytes(16).toString('hex');
      const parcial = path.join(temporaria, `${chave}.parte`);
      const destino = caminho(chave);
      const arquivo = await fs.open(parcial, 'wx', 0o600);
      try {
        const r = await receberVerificando(fonte, regra, async (p) => {
          await arquivo.write(p);
        });
        await arquivo.sync();
        await arquivo.close();
        await fs.mkdir(path.dirname(destino), { recursive: true });
        await fs.rename(parcial, destino);
        return { ...r, chave, bytes: null };
      } catch (e) {
        await arquivo.close().catch(() => {});
        await apagar(parcial);
        throw e;
      }
    },
    gravar: inserirArquivo,
    async descartar(r) {
      if (r.chave) await apagar(caminho(r.chave));
    },
    async abrir(db, id, finalidade, idConta) {
      const m = await buscarMetadados(db, id, finalidade, idConta);
      if (!m) return null;
      if (!m.chave)
        return { tipoMime: m.tipo_mime, tamanho: m.tamanho, corpo: lerDaTabela(db, m.id, m.tamanho) };
      const arquivo = caminho(m.chave);
      const existe = await fs.stat(arquivo).catch(() => null);
      if (!existe) return null;
      return { tipoMime: m.tipo_mime, tamanho: existe.size, corpo: createReadStream(arquivo) };
    },
    async remover(db, idConta, id) {
      const r = await db
        .deleteFrom('arquivo')
        .where('id_conta', '=', idConta)
        .where('id', '=', id)
        .returning('chave')
        .executeTakeFirst();
      const chave = r?.chave;
      return chave ? () => apagar(caminho(chave)) : async () => {};
    },
  };
}
