/**
 * Creates the bucket of ARQUIVOS=s3 when it is missing (issue 21): the compose file's one-shot
 * service runs it (`node dist/criar-bucket.js`) before the app starts, and it serves any fresh
 * S3-compatible server. Waits up to a minute for the server to answer. Same environment as the
 * server (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, AWS_* credentials).
 */

import { CreateBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { campoDe, textoDe } from '@clinica/domain';
import { ConfigError, loadConfig } from './config';
import { criarClienteS3 } from './platform/armazenamento-s3';

const TENTATIVAS = 60;

async function main() {
  const config = loadConfig({ ...process.env, ARQUIVOS: 's3', STORAGE: undefined });
  if (config.arquivos.driver !== 's3') throw new Error('inalcançável');
  const { bucket } = config.arquivos;
  const cliente = criarClienteS3(config.arquivos);
  try {
    for (let i = 1; ; i++) {
      try {
        await cliente.send(new HeadBucketCommand({ Bucket: bucket }));
        console.info(`Bucket ${bucket} pronto.`);
        return;
      } catch (e) {
        const status = campoDe(campoDe(e, '$metadata'), 'httpStatusCode');
        if (status === 404) {
          await cliente.send(new CreateBucketCommand({ Bucket: bucket }));
          console.info(`Bucket ${bucket} criado.`);
          return;
        }
        // Not answering yet (starting up), or refusing: wait and ask again, up to a minute.
        if (i >= TENTATIVAS) throw e;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  } finally {
    cliente.destroy();
  }
}

main().catch((e) => {
  console.error(
    e instanceof ConfigError
      ? e.message
      : `Falha ao criar o bucket: ${textoDe(e, 'name') ?? 'Error'}: ${textoDe(e, 'message') ?? String(e)}`,
  );
  process.exit(1);
});
