import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { criarDeps } from '../platform/criar-deps';
import type { Deps } from '../platform/deps';
import { PARAMETROS_TESTE } from '../platform/senha';

export const SEGREDO_TESTE = 'segredo-de-teste-com-mais-de-32-caracteres!!';

export type AppDeTeste = {
  app: FastifyInstance;
  db: Db;
  deps: Deps;
  rotas: RouteOptions[];
  fechar: () => Promise<void>;
};

/**
 * The real server on the test database: Postgres when a URL is given (migrated by the
 * global setup), otherwise an in-memory PGlite migrated here.
 */
export async function criarAppDeTeste(
  databaseUrl: string | null,
  env: NodeJS.ProcessEnv = {},
  /** A test that reads the log passes where it goes (and LOG_LEVEL in `env`). */
  opcoes: { destinoLog?: { write: (linha: string) => void } } = {},
): Promise<AppDeTeste> {
  const db = await createDb(
    databaseUrl ? { kind: 'postgres', url: databaseUrl, max: 4 } : { kind: 'pglite', dataDir: null },
  );
  if (!databaseUrl) await migrateToLatest(db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: SEGREDO_TESTE,
    DEMO_SEED: 'false',
    LEMBRETES_WORKER: 'false',
    ...env,
  });
  const rotas: RouteOptions[] = [];
  const app = await buildApp({
    config,
    db,
    jwtSecret: SEGREDO_TESTE,
    parametrosSenha: PARAMETROS_TESTE,
    ...(opcoes.destinoLog ? { destinoLog: opcoes.destinoLog } : { logger: false }),
    aoRegistrarRota: (r) => rotas.push(r),
  });
  await app.ready();
  const deps = criarDeps({ db, config, jwtSecret: SEGREDO_TESTE, parametrosSenha: PARAMETROS_TESTE });
  return {
    app,
    db,
    deps,
    rotas,
    fechar: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
