import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { criarDeps } from '../platform/criar-deps';
import type { Deps } from '../platform/deps';
import type { Limites } from '../platform/limites';
import type { RegistroAcessos } from '../platform/registro-acessos';
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
  opcoes: {
    destinoLog?: { write: (linha: string) => void };
    /**
     * Rate limits (small numbers for a limit test). The key prefix defaults to one of this app's
     * own, so test files running in parallel on one database never share counters; two apps
     * given the same prefix share them, as two instances of the server do.
     */
    limites?: Partial<Limites>;
    agora?: () => Date;
    /** A recorder of patient reads other than the real one (the latency baseline). */
    acessos?: RegistroAcessos;
  } = {},
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
    IMPORTACOES_WORKER: 'false',
    // File bytes in the test database's table; a disk test passes ARQUIVOS=disco and its folder.
    ARQUIVOS: 'postgres',
    ...env,
  });
  const rotas: RouteOptions[] = [];
  const limites: Partial<Limites> = {
    prefixo: `t${randomBytes(4).toString('hex')}:`,
    // Suites sign up through HTTP dozens of times from one address; the sign-up limit's own
    // test passes the real numbers. Every other limit keeps its production value.
    cadastro: { pontos: 1000, janelaSeg: 3600 },
    ...opcoes.limites,
  };
  const app = await buildApp({
    config,
    db,
    jwtSecret: SEGREDO_TESTE,
    parametrosSenha: PARAMETROS_TESTE,
    limites,
    agora: opcoes.agora,
    acessos: opcoes.acessos,
    ...(opcoes.destinoLog ? { destinoLog: opcoes.destinoLog } : { logger: false }),
    aoRegistrarRota: (r) => rotas.push(r),
  });
  await app.ready();
  const deps = criarDeps({
    db,
    config,
    jwtSecret: SEGREDO_TESTE,
    parametrosSenha: PARAMETROS_TESTE,
    limites,
    agora: opcoes.agora,
  });
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
