/**
 * Moves every file's bytes between the Postgres table and an S3-compatible bucket (issue 21):
 *
 *   pnpm --filter @clinica/server arquivos:mover -- --para s3
 *   pnpm --filter @clinica/server arquivos:mover -- --para banco
 *   node dist/mover-arquivos.js --para s3          (the built bundle, e.g. inside the image)
 *
 * Reads the same environment as the server (DATABASE_URL or the embedded DATA_DIR, S3_BUCKET,
 * S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, AWS_* credentials). Resumable: rerun after a stop
 * and it continues. Prints counts only, never file names. See docs/deploy.md.
 */

import path from 'node:path';
import { textoDe } from '@clinica/domain';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { criarClienteS3 } from './platform/armazenamento-s3';
import { moverArquivos } from './platform/mover-arquivos';

/** `--nome valor` or `--nome=valor`. */
function opcao(args: string[], nome: string): string | undefined {
  const i = args.indexOf(`--${nome}`);
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`--${nome}=`))?.slice(nome.length + 3);
}

async function main() {
  const args = process.argv.slice(2);
  const destino = opcao(args, 'para');
  const conta = opcao(args, 'conta');
  if ((destino !== 's3' && destino !== 'banco') || (conta !== undefined && !/^\d+$/.test(conta))) {
    console.error('Uso: pnpm --filter @clinica/server arquivos:mover -- --para s3|banco [--conta <id>]');
    process.exit(2);
  }
  // The bucket's settings are needed both ways, whatever ARQUIVOS the server runs with.
  const config = loadConfig({ ...process.env, ARQUIVOS: 's3', STORAGE: undefined });
  if (config.arquivos.driver !== 's3') throw new Error('inalcançável');
  const db = await createDb(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, max: 2 }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  const cliente = criarClienteS3(config.arquivos);
  try {
    await migrateToLatest(db);
    let ultimo = 0;
    const r = await moverArquivos(db, cliente, config.arquivos.bucket, destino, {
      idConta: conta === undefined ? undefined : Number(conta),
      aoProgresso: (p) => {
        // One line every 100 files (and the first), so a big move shows it is alive.
        if (p.movidos === 0 || p.movidos - ultimo >= 100 || p.restantes === 0) {
          ultimo = p.movidos;
          console.info(`arquivos:mover --para ${destino}: ${p.movidos} movidos, ${p.restantes} restantes`);
        }
      },
    });
    console.info(
      r.restantes === 0
        ? `Pronto: ${r.movidos} arquivos movidos para ${destino === 's3' ? 'o bucket' : 'o banco'}.`
        : `Terminou com ${r.restantes} arquivos não movidos (objeto ausente no bucket ou linha alterada); rode de novo para tentar outra vez.`,
    );
  } finally {
    cliente.destroy();
    await db.destroy();
  }
}

main().catch((e) => {
  // The message only (a stack or an SDK error's request could carry a key or a URL).
  console.error(
    e instanceof ConfigError
      ? e.message
      : `Falha ao mover arquivos: ${textoDe(e, 'name') ?? 'Error'}: ${textoDe(e, 'message') ?? String(e)}`,
  );
  process.exit(1);
});
