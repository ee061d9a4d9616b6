import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, VARIAVEIS_CONFIG } from './config';

/**
 * infra/docker-compose.yml without a Docker engine (issue 21): its wiring is checked against what
 * the server reads — every variable the app service sets is one config.ts reads (or the AWS SDK's
 * credentials), the addresses name the services that exist, the bucket is created before the app
 * starts with the credentials the S3 server was given, and the app's environment loads as a valid
 * configuration storing files in that bucket.
 */
const COMPOSE = fileURLToPath(new URL('../../../infra/docker-compose.yml', import.meta.url));

type Servico = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, { condition: string }>;
  ports?: string[];
};
const compose = parse(fs.readFileSync(COMPOSE, 'utf8')) as { services: Record<string, Servico> };
const { app, postgres, s3 } = compose.services;
const bucket = compose.services['s3-bucket'];

/** Compose's interpolation with the shell empty: `${X:-padrão}` gives the default, `${X:?msg}` a stand-in. */
function interpolar(valor: string): string {
  return String(valor).replace(
    /\$\{(\w+)(?::?([-?])([^}]*))?\}/g,
    (_, nome: string, op?: string, resto = '') => {
      if (op === '-') return resto;
      if (op === '?') return nome === 'JWT_SECRET' ? 'x'.repeat(48) : `valor-de-${nome}`;
      return '';
    },
  );
}
const ambiente = (s: Servico | undefined) =>
  Object.fromEntries(Object.entries(s?.environment ?? {}).map(([k, v]) => [k, interpolar(v)]));

/** Read by the AWS SDK's default credential chain, not by config.ts. */
const VARIAVEIS_DO_SDK = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];

describe('infra/docker-compose.yml', () => {
  it('tem o app, o Postgres, um servidor S3 e a criação do bucket', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres', 's3', 's3-bucket']);
    expect(s3?.image).toMatch(/minio\/minio:RELEASE\./);
    // The one-shot runs the app image's own bundled entry point (built like the app).
    expect(bucket?.build).toEqual(app?.build);
    expect(bucket?.image).toBe(app?.image);
    expect(bucket?.command).toEqual(['node', 'dist/criar-bucket.js']);
  });

  it('toda variável que o app e a criação do bucket recebem é lida pelo config.ts (ou pelo SDK da AWS)', () => {
    for (const servico of [app, bucket]) {
      const desconhecidas = Object.keys(servico?.environment ?? {}).filter(
        (v) => !VARIAVEIS_CONFIG.includes(v) && !VARIAVEIS_DO_SDK.includes(v),
      );
      expect(desconhecidas).toEqual([]);
    }
  });

  it('o ambiente do app é uma configuração válida: Postgres do serviço postgres, arquivos no bucket do serviço s3', () => {
    const env = ambiente(app);
    const config = loadConfig(env);
    const db = new URL(config.databaseUrl ?? '');
    const pg = ambiente(postgres);
    expect(db.hostname).toBe('postgres');
    expect(db.username).toBe(pg.POSTGRES_USER);
    expect(db.password).toBe(pg.POSTGRES_PASSWORD);
    expect(db.pathname).toBe(`/${pg.POSTGRES_DB}`);

    expect(config.arquivos).toMatchObject({ driver: 's3', forcePathStyle: true });
    if (config.arquivos.driver !== 's3') throw new Error('esperava o S3');
    expect(new URL(config.arquivos.endpoint ?? '').host).toBe('s3:9000');
    // The bucket the one-shot creates is the one the app uses, on the same server, same region.
    const criacao = ambiente(bucket);
    for (const v of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', ...VARIAVEIS_DO_SDK])
      expect([v, criacao[v]]).toEqual([v, env[v]]);
    // Both sign with the credentials MinIO was started with.
    const minio = ambiente(s3);
    expect(env.AWS_ACCESS_KEY_ID).toBe(minio.MINIO_ROOT_USER);
    expect(env.AWS_SECRET_ACCESS_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    expect(minio.MINIO_ROOT_PASSWORD?.length).toBeGreaterThanOrEqual(8);
  });

  it('o app só começa com o Postgres saudável e o bucket criado', () => {
    expect(app?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      's3-bucket': { condition: 'service_completed_successfully' },
    });
    expect(app?.ports).toEqual(['3000:3000']);
  });
});
