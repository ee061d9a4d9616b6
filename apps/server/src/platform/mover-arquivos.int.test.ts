import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, criarClinica } from '../testing';
import { iniciarS3Local, type S3Local } from '../testing/s3-local';
import { comAtalhos, type Finalidade } from './armazenamento';
import { criarDriverS3 } from './armazenamento-s3';
import { moverArquivos } from './mover-arquivos';

/**
 * The one-off move between the Postgres table and a bucket (issue 21), against s3rver: every
 * file there and back with the same bytes, and a run cut half-way continues on the next run.
 * Scoped to this test's clinic (the database may be shared with other test files).
 */
let s3: S3Local;
let t: AppDeTeste;
beforeAll(async () => {
  s3 = await iniciarS3Local('clinica-mover');
  t = await criarAppDeTeste(inject('databaseUrl'));
});
afterAll(async () => {
  await t?.fechar();
  await s3?.fechar();
});

const linhas = (idConta: number) =>
  t.db
    .selectFrom('arquivo')
    .select(['id', 'chave', 'conteudo'])
    .where('id_conta', '=', idConta)
    .orderBy('id')
    .execute();

describe('arquivos:mover', () => {
  it('move para o bucket e de volta, com os mesmos bytes; uma execução interrompida continua na seguinte', async () => {
    const { idConta } = await criarClinica(t.deps);
    const finalidades: Finalidade[] = ['foto', 'miniatura', 'arquivo_paciente', 'logo', 'assinatura'];
    // Sizes around the table's 1 MB read chunk and S3's 5 MB part.
    const tamanhos = [1, 1024 * 1024, 1024 * 1024 + 1, 5 * 1024 * 1024 + 3, 300];
    const arquivos: { id: number; bytes: Buffer; finalidade: Finalidade }[] = [];
    for (const [i, finalidade] of finalidades.entries()) {
      const bytes = randomBytes(tamanhos[i]!);
      const id = await t.deps.arquivos.salvar(t.db, { idConta, finalidade, tipoMime: 'image/png', bytes });
      arquivos.push({ id, bytes, finalidade });
    }
    const s3Driver = comAtalhos(criarDriverS3(s3.config, s3.cliente));
    const conferirBytes = async () => {
      for (const a of arquivos) {
        const lido = await s3Driver.ler(t.db, a.id, a.finalidade);
        expect(lido?.bytes.equals(a.bytes)).toBe(true);
      }
    };
    const mover = (destino: 's3' | 'banco', pararDepoisDe?: number) =>
      moverArquivos(t.db, s3.cliente, s3.config.bucket, destino, {
        idConta,
        aoProgresso: (p) => {
          if (pararDepoisDe !== undefined && p.movidos >= pararDepoisDe) throw new Error('queda simulada');
        },
      });

    // To the bucket, cut after 2 files: those 2 point at objects, the other 3 are untouched.
    await expect(mover('s3', 2)).rejects.toThrow('queda simulada');
    let agora = await linhas(idConta);
    expect(agora.filter((l) => l.chave !== null)).toHaveLength(2);
    expect(agora.filter((l) => l.conteudo !== null)).toHaveLength(3);
    // Half-moved, every file still opens (the S3 driver reads both places).
    await conferirBytes();

    expect(await mover('s3')).toEqual({ movidos: 3, restantes: 0 });
    agora = await linhas(idConta);
    for (const [i, l] of agora.entries()) {
      expect(l.conteudo).toBeNull();
      expect(l.chave).toMatch(new RegExp(`^${idConta}/${arquivos[i]!.finalidade}/[0-9a-f]{32}$`));
    }
    const chavesNoBucket = (await s3.chaves()).filter((k) => k.startsWith(`${idConta}/`)).sort();
    expect(chavesNoBucket).toEqual(agora.map((l) => l.chave).sort());
    await conferirBytes();
    // Nothing left to move: a rerun is a no-op.
    expect(await mover('s3')).toEqual({ movidos: 0, restantes: 0 });

    // Back to the table, cut after 3, then finished; the bucket ends empty for this clinic.
    await expect(mover('banco', 3)).rejects.toThrow('queda simulada');
    agora = await linhas(idConta);
    expect(agora.filter((l) => l.conteudo !== null)).toHaveLength(3);
    await conferirBytes();
    expect(await mover('banco')).toEqual({ movidos: 2, restantes: 0 });
    agora = await linhas(idConta);
    expect(agora.every((l) => l.chave === null && l.conteudo !== null)).toBe(true);
    expect((await s3.chaves()).filter((k) => k.startsWith(`${idConta}/`))).toEqual([]);
    // The Postgres driver (the server's default) reads them all again.
    for (const a of arquivos) {
      const lido = await t.deps.arquivos.ler(t.db, a.id, a.finalidade);
      expect(lido?.bytes.equals(a.bytes)).toBe(true);
    }
  });
});
