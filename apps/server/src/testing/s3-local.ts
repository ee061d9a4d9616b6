import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
// s3rver ships no types; its constructor options and run/close are all this file uses.
// @ts-expect-error -- untyped CommonJS package
import S3rver from 's3rver';
import type { ConfigS3 } from '../config';
import { criarClienteS3 } from '../platform/armazenamento-s3';

export type S3Local = {
  /** What to pass to loadConfig / criarAppDeTeste (or a child process) for ARQUIVOS=s3 here. */
  env: Record<string, string>;
  config: ConfigS3;
  cliente: S3Client;
  /** Every key in the bucket (to check nothing was left behind). */
  chaves: () => Promise<string[]>;
  fechar: () => Promise<void>;
};

/**
 * A local S3-compatible server (s3rver) for tests (issue 21): on 127.0.0.1 at a free port, its
 * objects in a throw-away folder, with `bucket` created. Any credentials are accepted; the AWS
 * SDK still needs some to sign with, so the AWS_ variables are set in this process when unset
 * (and are in `env` for a child process).
 */
export async function iniciarS3Local(bucket = 'clinica-teste'): Promise<S3Local> {
  const pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'clinica-s3rver-'));
  const servidor = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: pasta,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const endereco = (await servidor.run()) as AddressInfo;
  const credenciais = {
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'S3RVER',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'S3RVER',
  };
  Object.assign(process.env, credenciais);
  const config: ConfigS3 = {
    bucket,
    endpoint: `http://127.0.0.1:${endereco.port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    timeoutConexaoMs: 5_000,
    timeoutPedidoMs: 30_000,
  };
  const cliente = criarClienteS3(config);
  return {
    env: {
      ARQUIVOS: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint as string,
      S3_REGION: config.region,
      S3_FORCE_PATH_STYLE: 'true',
      ...credenciais,
    },
    config,
    cliente,
    async chaves() {
      const r = await cliente.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (r.Contents ?? []).map((o) => o.Key ?? '');
    },
    async fechar() {
      cliente.destroy();
      await servidor.close();
      await fs.rm(pasta, { recursive: true, force: true });
    },
  };
}
