import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/kysely';

/**
 * The disk driver's leftovers (issue 38): a `.parte` in `tmp/` whose upload died with the
 * process, and a file whose row never committed (the upload's transaction rolled back after the
 * rename, or the process died between the two) or was deleted while removing its file failed.
 * Nothing reads them, and they may hold a patient's photo: they go, once older than `carenciaMs`
 * (an upload still in flight, or a row about to commit, is never touched). Only names the driver
 * writes are looked at; the rows are asked about in batches.
 */
export type ResultadoVarredura = { temporarios: number; orfaos: number };

const CHAVE = /^[0-9a-f]{32}$/;
const PASTA = /^[0-9a-f]{2}$/;
const LOTE = 500;

const CARENCIA_VARREDURA_MS = 60 * 60 * 1000;
export const INTERVALO_VARREDURA_MS = 6 * 60 * 60 * 1000;

export async function varrerDisco(
  db: Db,
  pasta: string,
  opcoes: { agora?: Date; carenciaMs?: number } = {},
): Promise<ResultadoVarredura> {
  const limite = (opcoes.agora ?? new Date()).getTime() - (opcoes.carenciaMs ?? CARENCIA_VARREDURA_MS);
  const antigo = async (arquivo: string) => {
    const s = await fs.stat(arquivo).catch(() => null);
    return s?.isFile() === true && s.mtimeMs < limite;
  };
  const raiz = path.resolve(pasta);
  const resultado: ResultadoVarredura = { temporarios: 0, orfaos: 0 };

  for (const nome of await lerPasta(path.join(raiz, 'tmp'))) {
    const arquivo = path.join(raiz, 'tmp', nome);
    if (nome.endsWith('.parte') && (await antigo(arquivo))) {
      await fs.rm(arquivo, { force: true });
      resultado.temporarios++;
    }
  }

  for (const sub of (await lerPasta(raiz)).filter((n) => PASTA.test(n))) {
    const candidatos: string[] = [];
    for (const nome of await lerPasta(path.join(raiz, sub))) {
      if (CHAVE.test(nome) && nome.startsWith(sub) && (await antigo(path.join(raiz, sub, nome))))
        candidatos.push(nome);
    }
    for (let i = 0; i < candidatos.length; i += LOTE) {
      const lote = candidatos.slice(i, i + LOTE);
      const comLinha = new Set(
        (await db.selectFrom('arquivo').select('chave').where('chave', 'in', lote).execute()).map(
          (r) => r.chave,
        ),
      );
      for (const chave of lote.filter((c) => !comLinha.has(c))) {
        await fs.rm(path.join(raiz, sub, chave), { force: true });
        resultado.orfaos++;
      }
    }
  }
  return resultado;
}

async function lerPasta(pasta: string): Promise<string[]> {
  return fs.readdir(pasta).catch(() => []);
}
